import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../i18n/server-translations.js';
import { createEnterprisePlanEmails } from './enterprise-plan-emails.js';
import { enterprisePlanRoutes } from './enterprise-plan.routes.js';
import { createEnterprisePlanService, type EnterprisePlanDeps } from './enterprise-plan.service.js';

/** Enterprise-plan quote requests: estimated from the catalog, mailed to the operator and confirmed to the requester. */
export async function registerEnterprisePlan(
  app: FastifyInstance,
  deps: Omit<EnterprisePlanDeps, 'emails' | 'log'> & { texts: Translate; orgName: string },
) {
  const { texts, orgName, ...rest } = deps;
  const enterprisePlan = createEnterprisePlanService({ ...rest, emails: createEnterprisePlanEmails(texts, orgName), log: app.log });
  await app.register(enterprisePlanRoutes, { enterprisePlan });
}
