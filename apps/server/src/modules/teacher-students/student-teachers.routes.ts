import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { childTeacherLinkListSchema, joinClassInputSchema, myTeacherListSchema } from '@brainboost/domain/schemas/teacher-students';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { TeacherStudentsService } from './teacher-students.service.js';

const tags = ['teacher'];
const teacherParams = z.object({ teacherId: z.uuid({ error: 'teacherStudents.teacherNotFound' }) });
const childTeacherParams = z.object({
  id: z.uuid({ error: 'teacherStudents.linkNotFound' }),
  teacherId: z.uuid({ error: 'teacherStudents.linkNotFound' }),
});
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Who may call: any signed-in user.
 * - /api/me/teachers…: a learner about their own teachers (join with a class code, leave).
 * - /api/children/…/teachers…: a parent about the teacher links of their approved children.
 */
export const studentTeachersRoutes: FastifyPluginAsyncZod<{ teacherStudents: TeacherStudentsService }> = async (
  app,
  { teacherStudents },
) => {
  app.get(
    '/api/me/teachers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s teachers (who can read their tutor chats once active)',
        response: { 200: myTeacherListSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return teacherStudents.listTeachers(request.userId!);
    },
  );
  app.post(
    '/api/me/teachers',
    {
      config: { access: 'signed-in', rateLimit: routeLimits.form },
      schema: {
        tags,
        summary: 'Join a teacher’s class with a code (a child account waits for the parent)',
        body: joinClassInputSchema,
        response: { 200: myTeacherListSchema, ...errors, 409: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => teacherStudents.join(request.userId!, request.body.code),
  );
  app.delete(
    '/api/me/teachers/:teacherId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Leave a teacher: they no longer see the caller’s tutor chats',
        params: teacherParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await teacherStudents.leave(request.userId!, request.params.teacherId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/children/teacher-links',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Teachers linked to the caller’s children, waiting ones first',
        response: { 200: childTeacherLinkListSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return teacherStudents.listForParent(request.userId!);
    },
  );
  app.post(
    '/api/children/:id/teachers/:teacherId/approve',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'As the parent, let a teacher see the child’s tutor chats',
        params: childTeacherParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await teacherStudents.approveForChild(request.userId!, request.params.id, request.params.teacherId);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/children/:id/teachers/:teacherId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'As the parent, decline or end a teacher’s link to the child',
        params: childTeacherParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await teacherStudents.removeForChild(request.userId!, request.params.id, request.params.teacherId);
      return reply.status(204).send(null);
    },
  );
};
