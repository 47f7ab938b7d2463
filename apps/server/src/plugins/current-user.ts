import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { sessionPolicy, type Auth } from '../modules/accounts/auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    userId: string | null;
  }
}

/**
 * Resolves the session cookie on every API call (not on static files). A session older than the
 * absolute lifetime is revoked even if it was used recently.
 */
export function registerCurrentUser(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    if (!request.headers.cookie?.includes('brainboost')) return;
    const headers = fromNodeHeaders(request.headers);
    const found = await auth.api.getSession({ headers });
    if (!found) return;
    const ageSeconds = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
    if (ageSeconds > sessionPolicy.absoluteSeconds) {
      await auth.api.revokeSession({ headers, body: { token: found.session.token } }).catch(() => undefined);
      return;
    }
    request.userId = found.user.id;
  });
}
