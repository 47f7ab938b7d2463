import type { Db } from '../../db/database.js';

export function createDevModeRepository(db: Db) {
  return {
    async setAccess(userId: string, access: { accessType: 'teacher'; tier: string; expiresAt: Date }) {
      const values = {
        access_type: access.accessType,
        access_tier: access.tier,
        access_expires_at: access.expiresAt,
        updated_at: new Date(),
      };
      await db
        .insertInto('user_access')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    /** One active subscription on `planType` ending at `periodEnd`: the newest is renewed, or one is created. */
    async setSubscription(userId: string, planType: string, periodEnd: Date) {
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
    },
  };
}
