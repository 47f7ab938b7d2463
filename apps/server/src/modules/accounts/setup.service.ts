import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../plugins/app-error.js';
import type { AccountsService } from './accounts.service.js';

const tokenName = 'first-admin-setup';
const tokenLifetimeMs = 24 * 3600 * 1000;
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * First-run set-up: while no master account exists, the server issues a one-time link (printed in
 * its log) that creates the first account as master. Only the token's hash is stored.
 */
export function createSetupService(db: Db, accounts: AccountsService) {
  return {
    /** A new one-time token, or null when a master already exists. Replaces any earlier token. */
    async issueToken(): Promise<string | null> {
      if (await accounts.hasMaster()) return null;
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('server_secrets')
        .values({ name: tokenName, value: digest(token) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: digest(token), created_at: new Date() }))
        .execute();
      return token;
    },

    async status(): Promise<{ needed: boolean }> {
      return { needed: !(await accounts.hasMaster()) };
    },

    async createFirstAdmin(input: { token: string; name: string; email: string; password: string }) {
      const stored = await db.selectFrom('server_secrets').select(['value', 'created_at']).where('name', '=', tokenName).executeTakeFirst();
      const given = Buffer.from(digest(input.token));
      const valid =
        stored !== undefined &&
        Date.now() - new Date(stored.created_at).getTime() < tokenLifetimeMs &&
        given.length === Buffer.byteLength(stored.value) &&
        timingSafeEqual(given, Buffer.from(stored.value));
      if (!valid || (await accounts.hasMaster())) throw new AppError('SETUP_TOKEN_INVALID', 403, 'setup.tokenInvalid');
      const created = await accounts.createAccount({ email: input.email, name: input.name, password: input.password, accessType: 'master' });
      await db.deleteFrom('server_secrets').where('name', '=', tokenName).execute();
      return created;
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
