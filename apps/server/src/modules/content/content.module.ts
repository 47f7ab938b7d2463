import type { FastifyInstance } from 'fastify';
import { loadContent, type ContentVariables } from './content.loader.js';
import { contentRoutes } from './content.routes.js';

/** Site content (legal texts, company pages, blog), read from the content folder once at start. */
export async function registerContent(
  app: FastifyInstance,
  { contentDir, variables }: { contentDir: string; variables: ContentVariables },
) {
  const library = loadContent(contentDir, variables);
  await app.register(contentRoutes, { library });
}
