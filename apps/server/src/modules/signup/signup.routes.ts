import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  firstPasswordInputSchema,
  firstPasswordStatusSchema,
  resendInputSchema,
  resendResultSchema,
  signupInputSchema,
  signupResultSchema,
} from '@brainboost/domain/schemas/signup';
import { routeLimits } from '../../plugins/rate-limits.js';
import { signupBrowserCookie, type SignupService } from './signup.service.js';

/** As long as a verification link works (better-auth's emailVerification.expiresIn). */
const browserKeySeconds = 24 * 3600;

/**
 * Who may call: anyone for sign-up and resending a verification link or code (both limited per
 * client address and per account in the database, on top of the global limit); a signed-in user,
 * about their own account, for the first password.
 */
export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupService; secureCookies: boolean }> = async (
  app,
  { signup, secureCookies },
) => {
  app.post(
    '/api/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account: 13 and over with email or phone, under 13 pending a parent’s consent',
        description:
          'The age comes from birth month and year. 13 and over: name, email or phone, password; the answer is the same whether or not the address already has an account. Under 13: username, password, parent’s email; the parent is emailed a consent link.',
        body: signupInputSchema,
        response: { 202: signupResultSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Every answer sets a new key, whether or not the address was new, so headers reveal nothing either.
      const browserKey = randomBytes(32).toString('base64url');
      // 'close' follows the answer's last byte, or a dropped connection: the sign-up is finished either way.
      const answered = new Promise<void>((resolve) => reply.raw.once('close', resolve));
      const result = await signup.signup(
        request.body,
        { ip: request.ip, acceptLanguage: request.headers['accept-language'], answered },
        browserKey,
      );
      const name = secureCookies ? `__Secure-${signupBrowserCookie}` : signupBrowserCookie;
      reply.header(
        'set-cookie',
        `${name}=${browserKey}; Path=/api/auth; Max-Age=${browserKeySeconds}; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`,
      );
      return reply.status(202).send(result);
    },
  );

  app.post(
    '/api/verification/resend',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Send a verification link, phone code or sign-in code again',
        description: 'Needs an email or phone and a type. The answer is the same for unknown addresses.',
        body: resendInputSchema,
        response: { 200: resendResultSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => signup.resend(request.body, { ip: request.ip, acceptLanguage: request.headers['accept-language'] }),
  );

  app.get(
    '/api/signup/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Whether the signed-in account has a password yet',
        response: { 200: firstPasswordStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ hasPassword: await signup.hasPassword(request.userId!) }),
  );

  app.post(
    '/api/signup/password',
    {
      config: { access: 'signed-in', rateLimit: routeLimits.form },
      schema: {
        tags: ['accounts'],
        summary: 'Choose the first password, after proving the address in another browser than the sign-up’s',
        description: 'Only for an account without a password, and within 15 minutes of signing in.',
        body: firstPasswordInputSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await signup.chooseFirstPassword({ userId: request.userId!, sessionCreatedAt: request.sessionCreatedAt }, request.body.password);
      return { ok: true as const };
    },
  );
};
