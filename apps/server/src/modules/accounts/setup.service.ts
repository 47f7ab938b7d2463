import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { AccountsService } from './accounts.service.js';
import { setupErrors } from './setup.errors.js';
import { createSetupRepository } from './setup.repository.js';

const tokenLifetimeMs = 24 * 3600 * 1000;
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What a starting server learns: a new link to print, or that one is out already and until when. */
export type SetupLink =
  { status: 'issued'; token: string; expiresAt: Date } | { status: 'already-issued'; issuedAt: Date; expiresAt: Date };

/**
 * First-run set-up: while no master account exists, the server issues a one-time link (printed in
 * its log) that creates the first account as master. Only the token's hash is stored, so a second
 * server on the same database cannot print the first one's link; it keeps it valid instead (0047).
 */
export function createSetupService(db: Db, accounts: AccountsService) {
  const repository = createSetupRepository(db, tokenLifetimeMs);
  return {
    /** A new one-time token unless an unexpired one exists; null when a master already exists. */
    async issueToken(): Promise<SetupLink | null> {
      const token = randomBytes(32).toString('base64url');
      // A second try covers a token taken out between the statements by a set-up that then failed.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (await accounts.hasMaster()) return null;
        const stored = await repository.storeUnlessValid(digest(token));
        if (!stored) continue;
        const expiresAt = new Date(stored.issuedAt.getTime() + tokenLifetimeMs);
        return stored.stored ? { status: 'issued', token, expiresAt } : { status: 'already-issued', issuedAt: stored.issuedAt, expiresAt };
      }
      return null;
    },

    async status(): Promise<{ needed: boolean }> {
      return { needed: !(await accounts.hasMaster()) };
    },

    async createFirstAdmin(input: { token: string; name: string; email: string; password: string }) {
      if (await accounts.hasMaster()) throw setupErrors.tokenInvalid();
      const claimed = await repository.claim(digest(input.token));
      if (!claimed) throw setupErrors.tokenInvalid();
      try {
        return await accounts.createAccount({ email: input.email, name: input.name, password: input.password, accessType: 'master' });
      } catch (err) {
        // A refused password or address leaves the link working, so the person can correct it.
        await repository.restore(claimed);
        throw err;
      }
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
