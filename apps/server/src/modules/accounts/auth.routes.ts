import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Translate } from '../../i18n/server-translations.js';
import { sendError } from '../../plugins/error-handler.js';
import type { Auth } from './auth.js';
import { clientIpHeader } from './client-ip-header.js';

/** better-auth error codes we word ourselves (keys under `auth.` in the errors namespace). */
const knownCodes = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'EMAIL_PASSWORD_SIGN_UP_DISABLED',
  'USER_ALREADY_EXISTS',
  'INVALID_EMAIL',
  'SESSION_EXPIRED',
  'WEAK_PASSWORD',
]);

/** Other codes worded outside the `auth.` group: our own child-account rules and phone codes at sign-up. */
const pluginCodes: Record<string, string> = {
  CHILD_PENDING_CONSENT: 'children.pendingConsent',
  CHILD_ACCOUNT_RESTRICTED: 'children.restricted',
  INVALID_OTP: 'verification.codeInvalid',
  OTP_EXPIRED: 'verification.codeExpired',
  OTP_NOT_FOUND: 'verification.codeExpired',
  TOO_MANY_ATTEMPTS: 'verification.tooManyAttempts',
};

async function forward(auth: Auth, baseURL: string, request: FastifyRequest) {
  const url = new URL(request.url, baseURL);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  // Fastify's request.ip already honours TRUST_PROXY, so this is the real client or the proxy's view of it.
  headers.set(clientIpHeader, request.ip);
  return auth.handler(new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }));
}

/**
 * Mounts better-auth under /api/auth. Its failures are re-worded into our error shape in the
 * caller's language; weak passwords list their reasons as field errors.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; baseURL: string; translate: Translate }> = async (app, { auth, baseURL, translate }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth checks sessions itself for the endpoints that need one.
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const response = await forward(auth, baseURL, request);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
      });
      const text = await response.text();
      if (response.ok || response.status < 400) return reply.status(response.status).send(text || null);

      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // not JSON: fall through to the generic message for the status
      }
      const code = body.code && (knownCodes.has(body.code) || body.code in pluginCodes) ? body.code : response.status === 429 ? 'RATE_LIMITED' : 'AUTH_FAILED';
      if (code === 'WEAK_PASSWORD') {
        const reasons = (body.message ?? '').split(',').filter(Boolean);
        return sendError(request, reply, 400, { code, message: reasons[0] ?? 'password.tooShort', fields: { password: reasons.join(',') } }, translate);
      }
      const key = (!knownCodes.has(code) && pluginCodes[code]) || (code === 'RATE_LIMITED' ? 'generic.rateLimited' : code === 'AUTH_FAILED' ? 'auth.failed' : `auth.${code}`);
      return sendError(request, reply, response.status, { code, message: key }, translate);
    },
  });
};
