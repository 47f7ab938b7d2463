import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import { loadCurriculum } from './curriculum-content.loader.js';
import { curriculumRoutes } from './curriculum.routes.js';
import { createCurriculumService, type FeatureLookup, type MathsTemplateSource } from './curriculum.service.js';
import { mathsTemplates, templatesOfSkill } from './maths-practice/maths-templates.js';

const realTemplates: MathsTemplateSource = { ofSkill: templatesOfSkill, byId: (id) => mathsTemplates.get(id) };

/**
 * The curriculum: the topics under `<contentDir>/curriculum`, loaded and checked once at start
 * (a broken file stops start-up), and their routes. `templates` replaces the maths practice
 * templates (tests pass fixtures).
 */
export async function registerCurriculum(
  app: FastifyInstance,
  deps: { db: Db; contentDir: string; access: FeatureLookup; clock: Clock; templates?: MathsTemplateSource },
) {
  const templates = deps.templates ?? realTemplates;
  const curriculum = createCurriculumService({
    db: deps.db,
    curriculum: loadCurriculum(deps.contentDir, templates),
    templates,
    access: deps.access,
    clock: deps.clock,
  });
  await app.register(curriculumRoutes, { curriculum });
  return curriculum;
}
