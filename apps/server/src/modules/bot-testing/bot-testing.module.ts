import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { equivalentAnswers } from '../../maths/answers/answer-equivalence.js';
import type { TutorModel } from '../../providers/llm/llm.port.js';
import { scheduleBotTests } from './bot-test-scheduler.js';
import { botTestingRoutes } from './bot-testing.routes.js';
import { createBotTestingService, type BotTestingService } from './bot-testing.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    botTesting: BotTestingService;
  }
}

/** Bot-test cases, runs and their schedules; scheduled runs stop, and running ones finish, before the server closes. */
export async function registerBotTesting(
  app: FastifyInstance,
  deps: {
    db: Db;
    /** The tutor learners meet: the configured model behind the tutor's safety screen. */
    tutor: TutorModel;
    caseTimeoutMs: number;
    /** Whether the route that runs due schedules at once is there (never in production). */
    testTick: boolean;
  },
) {
  const botTesting = createBotTestingService({
    db: deps.db,
    tutor: deps.tutor,
    equivalent: equivalentAnswers,
    caseTimeoutMs: deps.caseTimeoutMs,
  });
  const scheduler = scheduleBotTests(botTesting, app.log);
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await botTesting.idle();
  });
  app.decorate('botTesting', botTesting);
  await app.register(botTestingRoutes, { botTesting, testTick: deps.testTick });
}
