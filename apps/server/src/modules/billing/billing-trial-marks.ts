import { createHmac } from 'node:crypto';
import { trialEmailKey } from '@brainboost/domain/billing/trial-identity';
import type { Db } from '../../db/database.js';

/**
 * Trials remembered past account deletion (decision 0054): a keyed hash (HMAC-SHA256 with the
 * server secret) of the normalised email, so the address itself is not kept and the table is no
 * list of former customers to anyone without the secret.
 */
export function createTrialMarks(db: Db, secret: string) {
  const hashOf = (email: string) =>
    createHmac('sha256', secret)
      .update(`trial:${trialEmailKey(email)}`)
      .digest('base64url');
  return {
    async isMarked(email: string | undefined) {
      if (!email) return false;
      return Boolean(
        await db.selectFrom('billing_trial_marks').select('key_hash').where('key_hash', '=', hashOf(email)).executeTakeFirst(),
      );
    },
    async mark(email: string) {
      await db
        .insertInto('billing_trial_marks')
        .values({ key_hash: hashOf(email) })
        .onConflict((oc) => oc.column('key_hash').doNothing())
        .execute();
    },
  };
}
export type TrialMarks = ReturnType<typeof createTrialMarks>;
