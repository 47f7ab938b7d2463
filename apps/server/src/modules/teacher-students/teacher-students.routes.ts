import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { classCodeListSchema, classCodeSummarySchema, teacherStudentListSchema } from '@brainboost/domain/schemas/teacher-students';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { TeacherStudentsService } from './teacher-students.service.js';

const tags = ['teacher'];
const codeParams = z.object({ id: z.uuid({ error: 'teacherStudents.codeNotFound' }) });
const studentParams = z.object({ studentId: z.uuid({ error: 'teacherStudents.studentNotFound' }) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Who may call: teachers (and admins and masters, who may do what a teacher does), about their own
 * codes and students only; anyone else's is a 404. A student's tutor chats: tutor-oversight.routes.ts.
 */
export const teacherStudentsRoutes: FastifyPluginAsyncZod<{ teacherStudents: TeacherStudentsService }> = async (
  app,
  { teacherStudents },
) => {
  app.get(
    '/api/teacher/class-codes',
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'The teacher’s class codes, with expiry and how many joined',
        response: { 200: classCodeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return teacherStudents.listCodes(request.userId!);
    },
  );
  app.post(
    '/api/teacher/class-codes',
    {
      config: { access: 'teacher', rateLimit: routeLimits.form },
      schema: {
        tags,
        summary: 'Make a class code students join with (valid 14 days)',
        body: z.object({}).optional(),
        response: { 201: classCodeSummarySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await teacherStudents.createCode(request.userId!)),
  );
  app.post(
    '/api/teacher/class-codes/:id/revoke',
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'Revoke a class code: nobody new joins with it',
        params: codeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await teacherStudents.revokeCode(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/teacher/students',
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'The teacher’s students with tutor activity, the most recently flagged first',
        response: { 200: teacherStudentListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return teacherStudents.listStudents(request.userId!);
    },
  );
  app.delete(
    '/api/teacher/students/:studentId',
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        summary: 'Remove a student: the teacher no longer sees their tutor chats',
        params: studentParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await teacherStudents.removeStudent(request.userId!, request.params.studentId);
      return reply.status(204).send(null);
    },
  );
};
