import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  bandQuerySchema,
  continueLearningSchema,
  practiceAnswerInputSchema,
  practiceItemSchema,
  practiceNextInputSchema,
  practiceResultSchema,
  progressSchema,
  quizInputSchema,
  servedParamsSchema,
  subjectListSchema,
  subjectOutlineSchema,
  subjectParamsSchema,
  testAttemptSchema,
  testParamsSchema,
  testResultSchema,
  testSubmitInputSchema,
  topicParamsSchema,
  topicSchema,
  unitParamsSchema,
  unitTestInputSchema,
} from '@brainboost/domain/schemas/curriculum';
import { utcOffsetQuerySchema } from '@brainboost/domain/schemas/utc-offset';
import type { CurriculumService } from './curriculum.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['curriculum'];

/**
 * Who may call (decision 0113): browsing — subjects, a subject's outline, a topic's lesson — is
 * public, as the pricing page promises every subject to browse and a visitor decides from it;
 * signed in, it carries the learner's mastery and locks. Practice, quizzes, unit tests and progress
 * are the signed-in learner's own; which topics a plan opens the service decides.
 */
export const curriculumRoutes: FastifyPluginAsyncZod<{ curriculum: CurriculumService }> = async (app, { curriculum }) => {
  const privateIfSignedIn = (userId: string | null | undefined, reply: { header(name: string, value: string): unknown }) => {
    if (userId) reply.header('cache-control', 'private, no-store');
  };

  app.get(
    '/api/curriculum/subjects',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The published subjects of a grade band; my share of proficient skills when signed in',
        querystring: bandQuerySchema,
        response: { 200: subjectListSchema, ...errors },
      },
    },
    async (request, reply) => {
      privateIfSignedIn(request.userId, reply);
      return curriculum.subjects(request.query.band, request.userId ?? null);
    },
  );
  app.get(
    '/api/curriculum/subjects/:subject/:band',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A subject's units and topics in a band, in my language or English; my mastery and locks when signed in",
        params: subjectParamsSchema,
        response: { 200: subjectOutlineSchema, ...errors },
      },
    },
    async (request, reply) => {
      privateIfSignedIn(request.userId, reply);
      reply.header('vary', 'accept-language');
      return curriculum.outline(request.params.subject, request.params.band, request.locale, request.userId ?? null);
    },
  );
  app.get(
    '/api/curriculum/topics/:topicId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A topic's lesson, worked example, key terms and flashcards (no answers to practice), in my language or English",
        params: topicParamsSchema,
        response: { 200: topicSchema, ...errors },
      },
    },
    async (request, reply) => {
      privateIfSignedIn(request.userId, reply);
      reply.header('vary', 'accept-language');
      return curriculum.topic(request.params.topicId, request.locale, request.userId ?? null);
    },
  );
  app.post(
    '/api/curriculum/topics/:topicId/practice',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The next practice item of a topic (a chosen skill, or the one most in need), without its answer',
        params: topicParamsSchema,
        body: practiceNextInputSchema,
        response: { 200: practiceItemSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => curriculum.practiceNext(request.userId!, request.params.topicId, request.body, request.locale),
  );
  app.post(
    '/api/curriculum/practice/:servedId/answer',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Answer a served practice item: the verdict, the right answer, why, and my mastery change (counted once)',
        params: servedParamsSchema,
        body: practiceAnswerInputSchema,
        response: { 200: practiceResultSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => curriculum.practiceAnswer(request.userId!, request.params.servedId, request.body, request.locale),
  );
  app.post(
    '/api/curriculum/topics/:topicId/quiz',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Start a topic's quiz (the same clientKey returns the same quiz): the questions without answers",
        params: topicParamsSchema,
        body: quizInputSchema,
        response: { 200: testAttemptSchema, ...errors },
      },
    },
    async (request) => curriculum.startQuiz(request.userId!, request.params.topicId, request.body.clientKey, request.locale),
  );
  app.post(
    '/api/curriculum/units/:subject/:band/:unitId/tests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Start a unit practice test drawn from the unit's skills, timed or untimed (needs practice tests in the plan)",
        params: unitParamsSchema,
        body: unitTestInputSchema,
        response: { 200: testAttemptSchema, ...errors },
      },
    },
    async (request) => curriculum.startUnitTest(request.userId!, request.params, request.body, request.locale),
  );
  app.get(
    '/api/curriculum/tests/:attemptId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of my quizzes or unit tests, to continue it',
        params: testParamsSchema,
        response: { 200: testAttemptSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return curriculum.test(request.userId!, request.params.attemptId, request.locale);
    },
  );
  app.post(
    '/api/curriculum/tests/:attemptId/submit',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Submit a quiz or unit test: scored on the server once, reviewed question by question; results move mastery',
        params: testParamsSchema,
        body: testSubmitInputSchema,
        response: { 200: testResultSchema, ...errors },
      },
    },
    async (request) => curriculum.submitTest(request.userId!, request.params.attemptId, request.body.answers, request.locale),
  );
  app.get(
    '/api/curriculum/progress',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'My progress in a band: per subject the topics with skill levels, what to do next and weak skills',
        querystring: bandQuerySchema,
        response: { 200: progressSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return curriculum.progress(request.userId!, request.query.band, request.locale);
    },
  );
  app.get(
    '/api/curriculum/continue',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The dashboard's continue-learning summary: the topic I was on, today's practice, skills due for review",
        querystring: utcOffsetQuerySchema,
        response: { 200: continueLearningSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return curriculum.continueLearning(request.userId!, request.query.utcOffset);
    },
  );
};
