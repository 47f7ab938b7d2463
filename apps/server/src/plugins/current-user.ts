import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. The accounts module's session hook sets it. */
    userId: string | null;
  }
}

export function registerCurrentUser(app: FastifyInstance) {
  app.decorateRequest('userId', null);
}
