import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Translate } from '../../i18n/server-translations.js';
import { accountErrors } from './accounts.errors.js';
import { sendError } from '../../plugins/error-handler.js';
import type { Auth } from './accounts.types.js';
import { clientIpHeader } from './client-ip-header.js';
import { isExposedAuthEndpoint } from './exposed-auth-endpoints.js';
import { RateLimitedError, type SignInService } from './sign-in.service.js';

/** better-auth error codes we word ourselves, with their keys in the errors namespace. */
const knownCodes = new Map<string, string>([
  ...[
    'INVALID_EMAIL_OR_PASSWORD',
    'EMAIL_NOT_VERIFIED',
    'INVALID_TOKEN',
    'EMAIL_PASSWORD_SIGN_UP_DISABLED',
    'USER_ALREADY_EXISTS',
    'INVALID_EMAIL',
    'SESSION_EXPIRED',
    'WEAK_PASSWORD',
  ].map((code) => [code, `auth.${code}`] as const),
  ['INVALID_PHONE_NUMBER_OR_PASSWORD', 'auth.INVALID_PHONE_NUMBER_OR_PASSWORD'],
  ['INVALID_USERNAME_OR_PASSWORD', 'auth.INVALID_USERNAME_OR_PASSWORD'],
  ['PHONE_NUMBER_NOT_VERIFIED', 'auth.PHONE_NUMBER_NOT_VERIFIED'],
  ['INVALID_PASSWORD', 'auth.INVALID_PASSWORD'],
  ['INVALID_OTP', 'otp.INVALID_OTP'],
  ['OTP_NOT_FOUND', 'otp.INVALID_OTP'],
  ['OTP_EXPIRED', 'otp.OTP_EXPIRED'],
  ['TOO_MANY_ATTEMPTS', 'otp.TOO_MANY_ATTEMPTS'],
  ['INVALID_PHONE_NUMBER', 'otp.INVALID_PHONE_NUMBER'],
  ['INVALID_CODE', 'mfa.INVALID_CODE'],
  ['INVALID_BACKUP_CODE', 'mfa.INVALID_BACKUP_CODE'],
  ['INVALID_TWO_FACTOR_COOKIE', 'mfa.INVALID_TWO_FACTOR_COOKIE'],
  ['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'mfa.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'],
  ['ACCOUNT_TEMPORARILY_LOCKED', 'mfa.tooManyAttempts'],
  ['TOTP_ALREADY_ENABLED', 'mfa.TOTP_ALREADY_ENABLED'],
  ['TOTP_NOT_ENABLED', 'mfa.TOTP_NOT_ENABLED'],
  ['TWO_FACTOR_NOT_ENABLED', 'mfa.TOTP_NOT_ENABLED'],
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

/** The request's cookies by name (values URL-decoded). */
function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  const cookies: Record<string, string | undefined> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const value = part.slice(at + 1).trim();
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(value);
    } catch {
      cookies[part.slice(0, at).trim()] = value;
    }
  }
  return cookies;
}

async function forward(auth: Auth, baseURL: string, request: FastifyRequest) {
  const url = new URL(request.url, baseURL);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  // The caller's address as Fastify resolved it (TRUST_PROXY decides whether X-Forwarded-For counts),
  // for better-auth's per-address limits; a value sent by the client itself is replaced.
  headers.set(clientIpHeader, request.ip);
  return auth.handler(new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }));
}

/**
 * Mounts the better-auth endpoints the product uses under /api/auth (exposed-auth-endpoints.ts).
 * Their failures are re-worded into our error shape in the caller's language; weak passwords
 * list their reasons as field errors.
 */
export const authRoutes: FastifyPluginAsync<{ auth: Auth; baseURL: string; translate: Translate; signIn: SignInService }> = async (
  app,
  { auth, baseURL, translate, signIn },
) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth checks sessions itself for the exposed endpoints that need one.
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      // Every endpoint takes a JSON object or nothing: better-auth failed on any other body with a 500.
      if (request.body !== undefined && (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)))
        throw accountErrors.badRequest();
      const path = new URL(request.url, baseURL).pathname.slice('/api/auth'.length);
      if (!isExposedAuthEndpoint(request.method, path))
        return sendError(request, reply, 404, { code: 'NOT_FOUND', message: 'generic.notFound' }, translate);
      const body =
        request.method === 'POST' && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      let guarded;
      try {
        guarded = request.method === 'POST' ? await signIn.before(path, body, cookiesOf(request), request.ip) : null;
      } catch (err) {
        if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
      const response = await forward(auth, baseURL, request);
      if (guarded) await signIn.after(guarded, response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
      });
      const text = await response.text();
      if (response.ok || response.status < 400) return reply.status(response.status).send(text || null);

      let failure: { code?: string; message?: string } = {};
      try {
        failure = JSON.parse(text) as typeof failure;
      } catch {
        // not JSON: fall through to the generic message for the status
      }
      const known = failure.code ? (knownCodes.get(failure.code) ?? pluginCodes[failure.code]) : undefined;
      const code = known && failure.code ? failure.code : response.status === 429 ? 'RATE_LIMITED' : 'AUTH_FAILED';
      if (code === 'WEAK_PASSWORD') {
        const reasons = (failure.message ?? '').split(',').filter(Boolean);
        return sendError(
          request,
          reply,
          400,
          { code, message: reasons[0] ?? 'password.tooShort', fields: { password: reasons.join(',') } },
          translate,
        );
      }
      const key = known ?? (code === 'RATE_LIMITED' ? 'generic.rateLimited' : 'auth.failed');
      return sendError(request, reply, response.status, { code, message: key }, translate);
    },
  });
};
