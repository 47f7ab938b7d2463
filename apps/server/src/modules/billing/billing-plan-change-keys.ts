import type { Db } from '../../db/database.js';

/** Plan changes by their idempotency key (migration 0035): each key changes the plan once. */
export function createPlanChangeKeys(db: Db) {
  return {
    /** True when this caller already changed to this price with this key. */
    async seen(userId: string, key: string, priceId: string) {
      const row = await db
        .selectFrom('billing_plan_changes')
        .select('price_id')
        .where('idempotency_key', '=', key)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.price_id === priceId;
    },
    /** Takes the key before the provider is called; false when a request with it is already under way or done. */
    async claim(userId: string, key: string, priceId: string) {
      const result = await db
        .insertInto('billing_plan_changes')
        .values({ idempotency_key: key, user_id: userId, price_id: priceId })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** The provider refused: the key may be tried again. */
    async release(key: string) {
      await db.deleteFrom('billing_plan_changes').where('idempotency_key', '=', key).execute();
    },
  };
}
