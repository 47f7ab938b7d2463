import type { FastifyInstance } from 'fastify';
import type { Entitlements } from '@brainboost/domain/billing/entitlements';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Translate } from '../../i18n/server-translations.js';
import type { AppError } from '../../plugins/app-error.js';
import { createBuiltinTutor } from '../../providers/llm/builtin/builtin-tutor.js';
import type { TutorModel } from '../../providers/llm/llm.port.js';
import { createOpenAiTutor } from '../../providers/llm/openai-tutor.js';
import type { ChildrenService } from '../children/children.service.js';
import type { TeacherStudentsService } from '../teacher-students/teacher-students.service.js';
import { createKnowledgeLookup } from './knowledge-answer.js';
import { loadKnowledgeHub } from './knowledge-hub.loader.js';
import { createKnowledgeHubRepository } from './knowledge-hub.repository.js';
import { knowledgeHubRoutes } from './knowledge-hub.routes.js';
import { screenedModel } from './screened-model.js';
import { tutorErrors } from './tutor.errors.js';
import { createTutorOversight } from './tutor-oversight.js';
import { tutorOversightRoutes } from './tutor-oversight.routes.js';
import { scheduleTutorRetention } from './tutor-retention.js';
import { tutorRoutes } from './tutor.routes.js';
import { createTutorService, type TutorService } from './tutor.service.js';
import { tutorStreamRoutes } from './tutor-stream.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    tutor: TutorService;
  }
}

/**
 * The tutor with its knowledge hub, its hourly retention purge, and the routes through which a parent
 * reads their children's conversations and a teacher their students'. Returns the service, which
 * personalization and worksheets use, and the model learners meet (behind the tutor's safety screen),
 * which bot tests ask.
 */
export async function registerTutor(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, 'CONTENT_DIR' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>;
    translate: Translate;
    entitlementsOf: (userId: string, now: Date) => Promise<Entitlements>;
    children: Pick<ChildrenService, 'listForParent'>;
    // The link check and its error come in from app.ts: teacher-students already imports the tutor's service.
    students: Pick<TeacherStudentsService, 'isActiveStudent'> & { studentNotFound: () => AppError };
  },
): Promise<{ tutor: TutorService; learnerModel: TutorModel }> {
  const { db, config } = deps;
  // The knowledge hub is indexed for full-text search whenever its content changed.
  const knowledgeHub = loadKnowledgeHub(config.CONTENT_DIR);
  const knowledgeIndex = createKnowledgeHubRepository(db);
  if (await knowledgeIndex.index(knowledgeHub)) app.log.info({ articles: knowledgeHub.articles.size }, 'knowledge hub indexed');
  await app.register(knowledgeHubRoutes, { library: knowledgeHub });
  const model = config.LLM_BASE_URL
    ? createOpenAiTutor({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: config.LLM_TIMEOUT_MS,
      })
    : createBuiltinTutor({ knowledge: createKnowledgeLookup(knowledgeIndex) });
  const tutor = createTutorService({ db, model, entitlementsOf: deps.entitlementsOf });
  const retention = scheduleTutorRetention(tutor, app.log);
  app.addHook('onClose', async () => retention.stop());
  app.decorate('tutor', tutor);
  await app.register(tutorRoutes, { tutor });
  await app.register(tutorStreamRoutes, { tutor, translate: deps.translate });
  // One oversight for both links: a parent's approved children, a teacher's active students.
  const isParentOf = async (parentId: string, childId: string) =>
    (await deps.children.listForParent(parentId)).children.some((child) => child.id === childId);
  await app.register(tutorOversightRoutes, {
    oversight: createTutorOversight({ tutor, isLinked: isParentOf, notFound: tutorErrors.childNotFound }),
    base: '/api/tutor/children/:learnerId',
    access: 'signed-in',
    learnerNotFoundKey: 'tutor.childNotFound',
    viewer: 'a parent',
  });
  await app.register(tutorOversightRoutes, {
    oversight: createTutorOversight({ tutor, isLinked: deps.students.isActiveStudent, notFound: deps.students.studentNotFound }),
    base: '/api/teacher/students/:learnerId',
    access: 'teacher',
    learnerNotFoundKey: 'teacherStudents.studentNotFound',
    viewer: 'a teacher',
  });
  return { tutor, learnerModel: screenedModel(model) };
}
