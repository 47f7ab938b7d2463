import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../i18n/server-translations.js';
import { childrenRoutes } from './children.routes.js';
import { createChildrenService, type ChildrenDeps } from './children.service.js';
import { createConsentEmails } from './consent-emails.js';

/** Child accounts under 13 and their parents' consent; returns the service (sign-up creates children through it). */
export async function registerChildren(
  app: FastifyInstance,
  deps: Omit<ChildrenDeps, 'emails'> & { emailTexts: Translate; orgName: string; baseUrl: string },
) {
  const { emailTexts, orgName, baseUrl, ...rest } = deps;
  const children = createChildrenService({ ...rest, emails: createConsentEmails(emailTexts, orgName, baseUrl) });
  await app.register(childrenRoutes, { children });
  return children;
}
