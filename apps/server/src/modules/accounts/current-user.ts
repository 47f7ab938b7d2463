import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../../db/database.js';
import { accountErrors } from './accounts.errors.js';
import type { AccessTokenVerifier } from '../../plugins/access-token.js';
import type { Auth } from './accounts.types.js';
import { sessionPolicy } from './auth.js';
import { findSessionById, findSessionByToken, sessionTokenReader, type ActiveSession } from './session-lookup.js';
import type { AccessCache } from './access-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor. */
    userId: string | null;
    /** The cookie session in use (null for visitors and bearer-token callers). */
    sessionId: string | null;
    sessionCreatedAt: Date | null;
  }
}

type Deps = { auth: Auth; db: Db; verifyAccessToken: AccessTokenVerifier; cache: AccessCache };

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves who is calling on every API call (not on static files): a bearer access token for API
 * clients (valid only while the session it was issued from lasts), else the session cookie. A session older than the absolute lifetime is revoked even if
 * it was used recently. A bad bearer token is an error, never a silent fall-back to the cookie.
 *
 * The common case — a valid cookie for a live session that needs no sliding refresh — is one
 * indexed read of the session row, kept in memory by the access cache (decision 0030). Anything
 * else (expired, due for refresh, unknown) goes through better-auth's getSession, which refreshes,
 * cleans up and answers exactly as before.
 *
 * A call that may have written (any method but GET, HEAD and OPTIONS, and every sign-in route)
 * answers only once this server has applied the changes it committed, so the caller's next request
 * never sees the session or access it just changed.
 */
export async function registerCurrentUser(app: FastifyInstance, { auth, db, verifyAccessToken, cache }: Deps) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const sessionToken = sessionTokenReader(cookieName, context.secret);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionCreatedAt', null);
  /** The slow cases: a bearer token, a session not held in memory, one too old or due for a refresh. */
  async function resolveCaller(request: FastifyRequest, token: string | null, bearer: string | null) {
    if (bearer !== null) {
      const claims = await verifyAccessToken(bearer);
      // Session ids and tokens never collide in the cache: a token has no colon.
      const session = await cache.session(`id:${claims.sessionId}`, () => findSessionById(db, claims.sessionId));
      const ended =
        !session ||
        session.userId !== claims.userId ||
        session.expiresAt.getTime() <= Date.now() ||
        sessionState(session, Date.now()) === 'too-old';
      if (ended) throw accountErrors.tokenRevoked();
      request.userId = claims.userId;
      return;
    }
    if (!token) return;
    const session = await cache.session(token, () => findSessionByToken(db, token));
    if (!session) return;
    const state = sessionState(session, Date.now());
    if (state === 'too-old') {
      await auth.api.revokeSession({ headers: fromNodeHeaders(request.headers), body: { token } }).catch(() => undefined);
      return;
    }
    if (state === 'refresh') return resolveThroughAuth(request, auth);
    signIn(request, session);
  }
  // Callback style: the common case (a session held in memory, live, not due for a refresh) is
  // decided without creating a promise, which every API call would otherwise pay for.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return done();
    const authorization = request.headers.authorization;
    const bearer = authorization?.toLowerCase().startsWith('bearer ') ? authorization.slice(7).trim() : null;
    const cookie = request.headers.cookie;
    const token = bearer === null && cookie?.includes('brainboost') ? sessionToken(cookie) : null;
    if (bearer === null && !token) return done();
    const kept = token ? cache.keptSession<ActiveSession>(token) : undefined;
    if (kept && sessionState(kept, Date.now()) === 'live') {
      signIn(request, kept);
      return done();
    }
    resolveCaller(request, token, bearer).then(() => done(), done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.url.startsWith('/api/') && (!readOnlyMethods.has(request.method) || request.url.startsWith('/api/auth/')))
      cache.settle().then(() => done(null, payload), done);
    else done(null, payload);
  });
}

/**
 * Past the absolute lifetime a session is revoked even if used recently; expired or close enough
 * to its idle expiry, better-auth looks it up (and slides it forward); otherwise it is live.
 */
function sessionState(session: ActiveSession, now: number): 'too-old' | 'refresh' | 'live' {
  if ((now - session.createdAt.getTime()) / 1000 > sessionPolicy.absoluteSeconds) return 'too-old';
  const refreshDue = session.expiresAt.getTime() - (sessionPolicy.idleSeconds - sessionPolicy.refreshSeconds) * 1000 <= now;
  return session.expiresAt.getTime() <= now || refreshDue ? 'refresh' : 'live';
}

function signIn(request: FastifyRequest, session: { id: string; userId: string; createdAt: Date }) {
  request.userId = session.userId;
  request.sessionId = session.id;
  request.sessionCreatedAt = session.createdAt;
}

/** better-auth's own lookup: deletes an expired session, slides a live one's expiry forward. */
async function resolveThroughAuth(request: FastifyRequest, auth: Auth) {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (found) signIn(request, { id: found.session.id, userId: found.user.id, createdAt: new Date(found.session.createdAt) });
}
