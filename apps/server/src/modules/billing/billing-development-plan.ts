import type { Db } from '../../db/database.js';

/** Development mode's plan: one active subscription on `planType` ending at `periodEnd`; the newest is renewed, or one is created. */
export function createDevelopmentPlan(db: Db) {
  return async (userId: string, planType: string, periodEnd: Date) => {
    const current = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (current) {
      await db
        .updateTable('subscriptions')
        .set({ plan_type: planType, current_period_end: periodEnd, cancel_at_period_end: false, trial_end: null })
        .where('id', '=', current.id)
        .execute();
      return;
    }
    await db
      .insertInto('subscriptions')
      .values({ user_id: userId, status: 'active', plan_type: planType, current_period_end: periodEnd, billing_cycle: 'annual' })
      .execute();
  };
}
