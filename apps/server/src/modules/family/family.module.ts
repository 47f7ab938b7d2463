import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../i18n/server-translations.js';
import { createFamilyEmails } from './family-emails.js';
import { familyRoutes } from './family.routes.js';
import { createFamilyService, type FamilyDeps } from './family.service.js';

/** The family plan's members and invitations. */
export async function registerFamily(
  app: FastifyInstance,
  deps: Omit<FamilyDeps, 'emails'> & { texts: Translate; orgName: string; baseUrl: string },
) {
  const { texts, orgName, baseUrl, ...rest } = deps;
  await app.register(familyRoutes, { family: createFamilyService({ ...rest, emails: createFamilyEmails(texts, orgName, baseUrl) }) });
}
