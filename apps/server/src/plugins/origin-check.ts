import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for our cookie-authenticated API writes, on top of SameSite=Lax cookies: a browser
 * request that names another origin is refused. better-auth checks its own routes the same way.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: string[]) {
  const origins = new Set(allowed);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!unsafe.has(request.method) || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return done();
    const origin = request.headers.origin;
    done(origin !== undefined && !origins.has(origin) ? new AppError('ORIGIN_NOT_ALLOWED', 403, 'generic.forbidden') : undefined);
  });
}
