import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  answerResultSchema,
  attemptParamsSchema,
  completionSchema,
  courseCatalogSchema,
  courseListSchema,
  courseParamsSchema,
  languageCountersSchema,
  languagesExportSchema,
  learnerZoneQuerySchema,
  lessonAnswerInputSchema,
  lessonAttemptSchema,
  lessonParamsSchema,
  placementInputSchema,
  placementParamsSchema,
  placementResultSchema,
  placementTestSchema,
  reviewAnswerInputSchema,
  reviewQueueSchema,
  reviewResultSchema,
  startLessonInputSchema,
  wordListQuerySchema,
  wordListSchema,
} from '@brainboost/domain/schemas/languages';
import type { LearnerZone } from './learner-day.js';
import type { LanguagesService } from './languages.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['languages'];
const zoneOf = (query: { utcOffset: number; timeZone?: string | undefined }): LearnerZone =>
  query.timeZone ? { timeZone: query.timeZone } : { utcOffsetMinutes: query.utcOffset };

/**
 * Who may call: anyone may browse the catalog (visitors without progress); playing, review,
 * placement and counters are the signed-in learner's own; the export needs `export_data`. Which
 * lessons a learner may play (plan, locks) the service decides.
 */
export const languagesRoutes: FastifyPluginAsyncZod<{ languages: LanguagesService }> = async (app, { languages }) => {
  app.get(
    '/api/languages/courses',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The language courses, with my progress when signed in', response: { 200: courseListSchema, ...errors } },
    },
    async (request) => languages.listCourses(request.userId ?? null),
  );
  app.get(
    '/api/languages/courses/:courseId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A course's levels, units and lessons; each lesson's state when signed in",
        params: courseParamsSchema,
        response: { 200: courseCatalogSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.userId) reply.header('cache-control', 'private, no-store');
      return languages.catalog(request.params.courseId, request.userId ?? null);
    },
  );
  app.get(
    '/api/languages/courses/:courseId/words',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The words and phrases I have met in a course, with their reviews; searchable',
        params: courseParamsSchema,
        querystring: wordListQuerySchema,
        response: { 200: wordListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return languages.wordList(request.userId!, request.params.courseId, request.query.q);
    },
  );
  app.post(
    '/api/languages/lessons/:lessonId/attempts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Start a lesson, or continue my open attempt of it (the same clientKey answers the same attempt)',
        params: lessonParamsSchema,
        body: startLessonInputSchema,
        response: { 200: lessonAttemptSchema, ...errors },
      },
    },
    async (request) => languages.startLesson(request.userId!, request.params.lessonId, request.body.clientKey),
  );
  app.get(
    '/api/languages/attempts/:attemptId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of my lesson attempts, to continue it',
        params: attemptParamsSchema,
        response: { 200: lessonAttemptSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return languages.attempt(request.userId!, request.params.attemptId);
    },
  );
  app.post(
    '/api/languages/attempts/:attemptId/answers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Answer one exercise: the verdict, the correct answer and why; in a role-play with the model, its reply and correction (stored once per clientKey)',
        params: attemptParamsSchema,
        body: lessonAnswerInputSchema,
        response: { 200: answerResultSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => languages.answer(request.userId!, request.params.attemptId, request.body),
  );
  app.post(
    '/api/languages/attempts/:attemptId/complete',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Complete a lesson whose every exercise is answered right; counted once',
        params: attemptParamsSchema,
        response: { 200: completionSchema, ...errors },
      },
    },
    async (request) => languages.complete(request.userId!, request.params.attemptId),
  );
  app.get(
    '/api/languages/review',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Today's review: due cards most forgotten first, then new ones",
        querystring: learnerZoneQuerySchema,
        response: { 200: reviewQueueSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return languages.reviewQueue(request.userId!, zoneOf(request.query));
    },
  );
  app.post(
    '/api/languages/review/answers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Answer one review card (logged once per clientKey)',
        body: reviewAnswerInputSchema,
        response: { 200: reviewResultSchema, ...errors },
      },
    },
    async (request) => languages.answerReview(request.userId!, request.body),
  );
  app.get(
    '/api/languages/placement/:courseId/:level',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The placement test for a level (no answers)',
        params: placementParamsSchema,
        response: { 200: placementTestSchema, ...errors },
      },
    },
    async (request) => languages.placementTest(request.params.courseId, request.params.level),
  );
  app.post(
    '/api/languages/placement/:courseId/:level',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Take the placement test: 8 of 10 right opens the level',
        params: placementParamsSchema,
        body: placementInputSchema,
        response: { 200: placementResultSchema, ...errors },
      },
    },
    async (request) => languages.takePlacement(request.userId!, request.params.courseId, request.params.level, request.body.answers),
  );
  app.get(
    '/api/languages/progress',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'My counters: lessons completed, words learned, day streak',
        querystring: learnerZoneQuerySchema,
        response: { 200: languageCountersSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return languages.counters(request.userId!, zoneOf(request.query));
    },
  );
  app.get(
    '/api/languages/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: {
        tags,
        summary: 'All my language learning as JSON',
        response: { 200: languagesExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'attachment; filename="language-learning.json"');
      return { languages: await languages.exportFor(request.userId!) };
    },
  );
};
