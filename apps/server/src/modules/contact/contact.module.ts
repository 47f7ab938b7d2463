import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

/** Messages to the team and enterprise quote requests. */
export async function registerContact(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(contactRoutes, { contact: createContactService(db) });
}
