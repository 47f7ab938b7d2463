import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  accountExportSchema,
  accountSessionSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  identitiesSchema,
  securitySummarySchema,
} from '@brainboost/domain/schemas/account-security';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { FastifyRequest } from 'fastify';
import { accountErrors } from './accounts.errors.js';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { AccountSecurityService, Caller } from './account-security.service.js';
import type { Auth } from './accounts.types.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const done = z.object({ ok: z.literal(true) });

function callerOf(request: FastifyRequest): Caller {
  return {
    userId: request.userId!,
    sessionId: request.sessionId,
    sessionCreatedAt: request.sessionCreatedAt,
    acceptLanguage: request.headers['accept-language'],
  };
}

/**
 * The account section of /settings. Who may call: a signed-in user, about their own account only.
 * Sensitive changes (password, email, deletion) ask for the current password again.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ service: AccountSecurityService; auth: Auth }> = async (
  app,
  { service, auth },
) => {
  const signedIn = { access: 'signed-in' as const };
  const sensitive = { access: 'signed-in' as const, rateLimit: routeLimits.form };

  app.get(
    '/api/account/security',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Email, phone, password and two-factor status',
        response: { 200: securitySummarySchema, ...errors },
      },
    },
    async (request) => service.summary(request.userId!),
  );

  app.post(
    '/api/account/password',
    {
      config: sensitive,
      schema: {
        tags: ['account'],
        summary: 'Change the password (current password required); signs out other sessions',
        body: changePasswordInputSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await service.changePassword(callerOf(request), request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/email',
    {
      config: sensitive,
      schema: {
        tags: ['account'],
        summary: 'Change the email address: a confirmation link goes to the new address',
        body: changeEmailInputSchema,
        response: { 202: done, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await service.reauthenticate(caller, request.body.currentPassword);
      const newEmail = request.body.newEmail.trim().toLowerCase();
      if (await service.emailTaken(newEmail)) throw accountErrors.emailUnavailable();
      await auth.api.changeEmail({
        body: { newEmail, callbackURL: '/settings?emailChanged=1' },
        headers: fromNodeHeaders(request.headers),
      });
      await service.notifyEmailChange(caller, newEmail);
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Devices signed in to this account',
        response: { 200: z.array(accountSessionSchema), ...errors },
      },
    },
    async (request) => service.sessions(callerOf(request)),
  );
  app.delete(
    '/api/account/sessions/:id',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Sign one device out',
        params: z.object({ id: z.uuid({ error: 'account.sessionNotFound' }) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await service.revokeSession(callerOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/account/sessions/revoke-others',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Sign out every other device',
        response: { 200: z.object({ revoked: z.number() }), ...errors },
      },
    },
    async (request) => ({
      revoked: await service.revokeOtherSessions(callerOf(request)),
    }),
  );

  app.get(
    '/api/account/identities',
    {
      config: signedIn,
      schema: { tags: ['account'], summary: 'Sign-in methods linked to this account', response: { 200: identitiesSchema, ...errors } },
    },
    async (request) => service.identities(request.userId!),
  );
  app.delete(
    '/api/account/identities/:id',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Unlink a sign-in method (never the last one)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await service.unlinkIdentity(request.userId!, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/account/export',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Download everything stored about me (JSON)',
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { document, exportedAt } = await service.exportData(request.userId!);
      reply
        .header('content-disposition', `attachment; filename="brainboost-data-${exportedAt.slice(0, 10)}.json"`)
        .header('cache-control', 'private, no-store');
      return document;
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: sensitive,
      schema: {
        tags: ['account'],
        summary: 'Delete my account and its data (current password and the word DELETE required)',
        body: deleteAccountInputSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(callerOf(request), request.body.currentPassword);
      const names = ['brainboost.session_token', 'brainboost.session_data', 'brainboost.dont_remember'];
      reply.header(
        'set-cookie',
        [...names, ...names.map((n) => `__Secure-${n}`)].map(
          (n) => `${n}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${n.startsWith('__Secure-') ? '; Secure' : ''}`,
        ),
      );
      return { ok: true as const };
    },
  );
};
