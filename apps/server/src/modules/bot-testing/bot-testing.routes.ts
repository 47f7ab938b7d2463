import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  runDetailSchema,
  runSummariesSchema,
  runSummarySchema,
  scheduledRunAlertSchema,
  scheduleInputSchema,
  scheduleSchema,
  schedulesSchema,
  testCaseInputSchema,
  testCaseSchema,
  testCasesSchema,
  tickInputSchema,
  tickResultSchema,
} from '@brainboost/domain/schemas/bot-testing';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { BotTestingService } from './bot-testing.service.js';

const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
const invalid = { 400: errorResponseSchema, ...refused };
const missing = { 404: errorResponseSchema, ...invalid };
const admin = { access: 'admin' } as const;
const tags = ['bot-testing'];
const base = '/api/admin/bot-testing';

/**
 * Who may call: admins and masters only (`access: 'admin'`). `testTick` (run due schedules at a
 * given time) exists only outside production, for tests that cannot wait for the clock.
 */
export const botTestingRoutes: FastifyPluginAsyncZod<{ botTesting: BotTestingService; testTick: boolean }> = async (
  app,
  { botTesting, testTick },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${base}/cases`,
    { config: admin, schema: { tags, summary: 'The test cases, oldest first', response: { 200: testCasesSchema, ...refused } } },
    async () => botTesting.listCases(),
  );
  app.post(
    `${base}/cases`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a test case (an expected answer must be readable by the CAS)',
        body: testCaseInputSchema,
        response: { 201: testCaseSchema, ...invalid },
      },
    },
    async (request, reply) => reply.status(201).send(await botTesting.createCase(request.body)),
  );
  app.post(
    `${base}/cases/starter`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add the starter cases from the tutor’s evaluation set that are not in the suite yet',
        response: { 200: testCasesSchema, ...refused },
      },
    },
    async () => botTesting.addStarterCases(),
  );
  app.put(
    `${base}/cases/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a test case',
        params: idParamsSchema,
        body: testCaseInputSchema,
        response: { 200: testCaseSchema, ...missing },
      },
    },
    async (request) => botTesting.updateCase(request.params.id, request.body),
  );
  app.delete(
    `${base}/cases/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a test case (past results keep its text)',
        params: idParamsSchema,
        response: { 204: z.null(), ...missing },
      },
    },
    async (request, reply) => {
      await botTesting.deleteCase(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/runs`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Run the suite now against the configured tutor (in the background; poll the run)',
        response: { 202: runSummarySchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (_request, reply) => reply.status(202).send(await botTesting.startManualRun()),
  );
  app.get(
    `${base}/runs`,
    { config: admin, schema: { tags, summary: 'The 20 most recent runs', response: { 200: runSummariesSchema, ...refused } } },
    async () => botTesting.listRuns(),
  );
  app.get(
    `${base}/runs/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'A run with each case’s outcome, latency and reply',
        params: idParamsSchema,
        response: { 200: runDetailSchema, ...missing },
      },
    },
    async (request) => botTesting.getRun(request.params.id),
  );

  app.get(
    `${base}/schedules`,
    {
      config: admin,
      schema: { tags, summary: 'Schedules with their next run time and last run', response: { 200: schedulesSchema, ...refused } },
    },
    async () => botTesting.listSchedules(),
  );
  app.post(
    `${base}/schedules`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a schedule (five-field cron expression, UTC)',
        body: scheduleInputSchema,
        response: { 201: scheduleSchema, ...invalid },
      },
    },
    async (request, reply) => reply.status(201).send(await botTesting.createSchedule(request.body)),
  );
  app.put(
    `${base}/schedules/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a schedule; its next run time is worked out again',
        params: idParamsSchema,
        body: scheduleInputSchema,
        response: { 200: scheduleSchema, ...missing },
      },
    },
    async (request) => botTesting.updateSchedule(request.params.id, request.body),
  );
  app.delete(
    `${base}/schedules/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a schedule (its runs stay in the history of all runs)',
        params: idParamsSchema,
        response: { 204: z.null(), ...missing },
      },
    },
    async (request, reply) => {
      await botTesting.deleteSchedule(request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    `${base}/schedules/:id/runs`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'A schedule’s 30 most recent runs, newest first',
        params: idParamsSchema,
        response: { 200: runSummariesSchema, ...missing },
      },
    },
    async (request) => botTesting.scheduleHistory(request.params.id),
  );
  app.get(
    `${base}/alert`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'An alert when the latest scheduled run’s pass rate is below 90% or below the run before it',
        response: { 200: scheduledRunAlertSchema, ...refused },
      },
    },
    async () => botTesting.alert(),
  );

  if (testTick) {
    app.post(
      `${base}/test-tick`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Not in production: run the schedules due at the given time, as the scheduler would',
          body: tickInputSchema,
          response: { 200: tickResultSchema, ...invalid },
        },
      },
      async (request) => ({ runs: await botTesting.runDueSchedules(new Date(request.body.now)) }),
    );
  }
};
