import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Providers that sell prepaid periods (decision 0022). Kept by name, not from the configured set, so
 * a period bought while crypto was configured still ends on time after it is switched off.
 */
export const prepaidProviders: readonly string[] = ['crypto'];
export const isPrepaidProvider = (provider: string) => prepaidProviders.includes(provider);

/**
 * Ends every prepaid period whose end has passed by `now`: nobody renews it and the provider sends
 * no event at the end, so billing does it, in the same tables the webhooks write, one subscription
 * per transaction. `state_at` is left as the provider's: a purchase confirmed before the end but
 * delivered after it still applies, and its snapshot (extended from the old end) reopens access.
 */
export async function expirePrepaidPeriods(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('billing_subscriptions')
    .select(['id', 'provider', 'provider_subscription_id'])
    .where('provider', 'in', prepaidProviders)
    .where('status', '!=', 'canceled')
    .where('current_period_end', '<=', now)
    .execute();
  let ended = 0;
  for (const sub of due) {
    await db.transaction().execute(async (trx) => {
      // The same lock webhooks take for this subscription: an extension being applied now wins or waits.
      await sql`select pg_advisory_xact_lock(hashtext(${`${sub.provider}:${sub.provider_subscription_id}`}))`.execute(trx);
      const row = await trx
        .updateTable('billing_subscriptions')
        .set({ status: 'canceled' })
        .where('id', '=', sub.id)
        .where('status', '!=', 'canceled')
        .where('current_period_end', '<=', now)
        .returning('subscription_id')
        .executeTakeFirst();
      if (!row) return;
      ended++;
      if (row.subscription_id)
        await trx.updateTable('subscriptions').set({ status: 'canceled' }).where('id', '=', row.subscription_id).execute();
    });
  }
  return ended;
}
