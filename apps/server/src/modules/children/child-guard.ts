import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isInternalEmail } from '@brainboost/domain/accounts/reserved-email';
import type { Db } from '../../db/database.js';
import { createChildrenRepository } from './children.repository.js';
import type { PeopleService } from '../accounts/people.service.js';

/**
 * Paths a child account may not use: its name and sign-in address stay as the parent approved them,
 * and it has no second factor (decision 0052: a lost authenticator would lock a child out of an
 * account only their parent can reset, and backup codes are an adult's to keep).
 */
const restrictedForChildren = new Set([
  '/update-user',
  '/change-email',
  '/email-otp/request-email-change',
  '/link-social',
  '/two-factor/enable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/send-otp',
]);

const codeOf = (value: unknown) => (value instanceof APIError ? (value.body as { code?: string } | undefined)?.code : undefined);

/**
 * better-auth rules for child accounts and internal addresses:
 * - an internal `.invalid` address is never accepted as input, so nothing is ever sent to it and
 *   nobody signs in with it;
 * - a child waiting for consent hears exactly that when signing in with the right password;
 * - a child may not change their name, username or email, link another sign-in method or turn on
 *   two-step verification;
 * - a child's sign-ins are recorded for the parent's dashboard.
 */
export function childAccountGuard(db: Db, users: Pick<PeopleService, 'idOfUsername' | 'markEmailVerified'>) {
  const children = createChildrenRepository(db, users);
  return {
    id: 'brainboost-child-accounts',
    init() {
      return {
        options: {
          databaseHooks: {
            session: {
              create: {
                after: async (session: { userId: string; createdAt: Date }) => {
                  await children.recordSignIn(session.userId, new Date(session.createdAt));
                },
              },
            },
          },
        },
      };
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => {
            const body = ctx.body as Record<string, unknown> | undefined;
            return isInternalEmail(body?.['email'] as string | undefined) || isInternalEmail(body?.['newEmail'] as string | undefined);
          },
          handler: createAuthMiddleware(async () => {
            throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
          }),
        },
        {
          matcher: (ctx) => restrictedForChildren.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (session && (await children.isChild(session.user.id))) {
              throw new APIError('FORBIDDEN', { code: 'CHILD_ACCOUNT_RESTRICTED', message: 'A parent manages this account' });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/username',
          handler: createAuthMiddleware(async (ctx) => {
            // better-auth refuses an unverified account only after the password matched, so this
            // reveals nothing to someone without the child's password.
            if (codeOf(ctx.context.returned) !== 'EMAIL_NOT_VERIFIED') return;
            const username = String((ctx.body as { username?: unknown } | undefined)?.username ?? '');
            const child = await children.findByUsername(username);
            if (child?.status === 'pending')
              throw new APIError('FORBIDDEN', { code: 'CHILD_PENDING_CONSENT', message: 'Waiting for a parent’s approval' });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
