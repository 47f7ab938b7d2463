import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../i18n/server-translations.js';
import { createAccessRequestEmails } from './access-request-emails.js';
import { accessRequestsRoutes } from './access-requests.routes.js';
import { createAccessRequestsService, type AccessRequestsDeps } from './access-requests.service.js';

/** Requests for beta features and for the teacher role, and their review by administrators. */
export async function registerAccessRequests(
  app: FastifyInstance,
  deps: Omit<AccessRequestsDeps, 'emails' | 'log'> & { emailTexts: Translate; orgName: string },
) {
  const { emailTexts, orgName, ...rest } = deps;
  const requests = createAccessRequestsService({ ...rest, emails: createAccessRequestEmails(emailTexts, orgName), log: app.log });
  await app.register(accessRequestsRoutes, { requests });
}
