import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createOpenAiChat } from '../../providers/llm/openai-chat.js';
import type { Clock } from '../../providers/payments/clock.js';
import type { RecordActivity } from '../activity/activity.types.js';
import { loadLanguageCourses } from './course-content.loader.js';
import { languagesRoutes } from './languages.routes.js';
import { createLanguagesService, type FeatureLookup } from './languages.service.js';
import { createRolePlay, type ExchangeScreen } from './role-play.js';
import { rolePlayScenarios } from './role-play-scenarios.js';

/**
 * Language learning: the courses under `<contentDir>/languages`, loaded and checked once at start, and their routes;
 * the service feeds the dashboard and the teacher view. With an OpenAI-compatible model configured (LLM_BASE_URL),
 * conversation lessons are role-plays with it, screened by the tutor's safety check (`screen`); without one (the
 * builtin offline engine) they are the scripted dialogues. Also returns the role-play scenarios, for voice chat's
 * language partners.
 */
export async function registerLanguages(
  app: FastifyInstance,
  deps: {
    db: Db;
    contentDir: string;
    access: FeatureLookup;
    clock: Clock;
    recordActivity: RecordActivity;
    config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>;
    screen: ExchangeScreen;
  },
) {
  const courses = loadLanguageCourses(deps.contentDir);
  const { config } = deps;
  const rolePlay = config.LLM_BASE_URL
    ? createRolePlay({
        db: deps.db,
        chat: createOpenAiChat({
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
        }),
        screen: deps.screen,
      })
    : null;
  const languages = createLanguagesService({
    db: deps.db,
    courses,
    access: deps.access,
    clock: deps.clock,
    recordActivity: deps.recordActivity,
    rolePlay,
  });
  await app.register(languagesRoutes, { languages });
  return { languages, scenarios: rolePlayScenarios(courses) };
}
