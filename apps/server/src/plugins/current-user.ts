import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { sessionPolicy, type Auth } from '../modules/accounts/auth.js';
import type { AccessTokenVerifier } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    userId: string | null;
    /** The cookie session in use (null for visitors and bearer-token callers). */
    sessionId: string | null;
    sessionCreatedAt: Date | null;
  }
}

/**
 * Resolves who is calling on every API call (not on static files): a bearer access token for API
 * clients, else the session cookie. A session older than the absolute lifetime is revoked even if
 * it was used recently. A bad bearer token is an error, never a silent fall-back to the cookie.
 */
export function registerCurrentUser(app: FastifyInstance, auth: Auth, verifyAccessToken: AccessTokenVerifier) {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionCreatedAt', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const authorization = request.headers.authorization;
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      request.userId = await verifyAccessToken(authorization.slice(7).trim());
      return;
    }
    if (!request.headers.cookie?.includes('brainboost')) return;
    const headers = fromNodeHeaders(request.headers);
    const found = await auth.api.getSession({ headers });
    if (!found) return;
    const createdAt = new Date(found.session.createdAt);
    if ((Date.now() - createdAt.getTime()) / 1000 > sessionPolicy.absoluteSeconds) {
      await auth.api.revokeSession({ headers, body: { token: found.session.token } }).catch(() => undefined);
      return;
    }
    request.userId = found.user.id;
    request.sessionId = found.session.id;
    request.sessionCreatedAt = createdAt;
  });
}
