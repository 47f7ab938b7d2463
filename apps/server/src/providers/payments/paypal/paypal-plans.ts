import type { Db } from '../../../db/database.js';
import type { CheckoutPrice } from '../payment-provider.port.js';
import type { PaypalApi } from './paypal-api.js';

export type PaypalPlan = { paypalPlanId: string; priceId: string; interval: 'monthly' | 'annual'; trialDays: number };

const units = { monthly: 'MONTH', annual: 'YEAR' } as const;
/** Integer cents as PayPal's decimal string ("19.99"); the catalog has two-decimal currencies only. */
export const paypalAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const title = (productId: string) => `${productId.charAt(0).toUpperCase()}${productId.slice(1).replace(/_/g, ' ')}`;

/**
 * PayPal's products and billing plans for our catalog prices, made on demand and remembered in
 * `paypal_products` / `paypal_plans`. Creation carries a PayPal-Request-Id derived from what is
 * created, so two checkouts racing (or a crash before the row is saved) end with one plan.
 */
export function createPaypalPlans(db: Db, api: PaypalApi, orgName: string) {
  async function ensureProduct(productId: string): Promise<string> {
    const known = await db.selectFrom('paypal_products').select('paypal_product_id').where('product_id', '=', productId).executeTakeFirst();
    if (known) return known.paypal_product_id;
    const created = await api.post<{ id: string }>(
      '/v1/catalogs/products',
      { name: `${orgName} ${title(productId)}`, type: 'SERVICE', category: 'EDUCATIONAL_AND_TEXTBOOKS' },
      `brainboost-product-${productId}`,
    );
    await db
      .insertInto('paypal_products')
      .values({ product_id: productId, paypal_product_id: created.id })
      .onConflict((oc) => oc.column('product_id').doNothing())
      .execute();
    return created.id;
  }

  return {
    /** The plan billing this price (with `trialDays` free first), made at PayPal the first time. */
    async ensure(price: CheckoutPrice, trialDays: number): Promise<string> {
      if (price.interval === 'once') throw new Error('a PayPal plan needs a recurring price');
      const key = `${price.id}:${trialDays}d:${price.amountCents}${price.currency.toLowerCase()}`;
      const known = await db.selectFrom('paypal_plans').select('paypal_plan_id').where('plan_key', '=', key).executeTakeFirst();
      if (known) return known.paypal_plan_id;
      const productId = await ensureProduct(price.productId);
      const regular = {
        frequency: { interval_unit: units[price.interval], interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: trialDays > 0 ? 2 : 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: paypalAmount(price.amountCents), currency_code: price.currency.toUpperCase() } },
      };
      const trial = { frequency: { interval_unit: 'DAY', interval_count: trialDays }, tenure_type: 'TRIAL', sequence: 1, total_cycles: 1 };
      const plan = await api.post<{ id: string }>(
        '/v1/billing/plans',
        {
          product_id: productId,
          name: `${orgName} ${title(price.productId)} (${price.interval}${trialDays > 0 ? `, ${trialDays}-day trial` : ''})`,
          status: 'ACTIVE',
          billing_cycles: trialDays > 0 ? [trial, regular] : [regular],
          // Failed renewals are retried; after three in a row PayPal suspends the subscription.
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3, setup_fee_failure_action: 'CANCEL' },
        },
        `brainboost-plan-${key}`,
      );
      await db
        .insertInto('paypal_plans')
        .values({
          paypal_plan_id: plan.id,
          plan_key: key,
          price_id: price.id,
          interval: price.interval,
          trial_days: trialDays,
          amount_cents: price.amountCents,
          currency: price.currency.toLowerCase(),
        })
        .onConflict((oc) => oc.column('plan_key').doNothing())
        .execute();
      return (await db.selectFrom('paypal_plans').select('paypal_plan_id').where('plan_key', '=', key).executeTakeFirstOrThrow())
        .paypal_plan_id;
    },
    /** Which of our prices a PayPal plan bills (null: a plan we did not make). */
    async find(paypalPlanId: string): Promise<PaypalPlan | null> {
      const row = await db
        .selectFrom('paypal_plans')
        .select(['paypal_plan_id', 'price_id', 'interval', 'trial_days'])
        .where('paypal_plan_id', '=', paypalPlanId)
        .executeTakeFirst();
      return row ? { paypalPlanId: row.paypal_plan_id, priceId: row.price_id, interval: row.interval, trialDays: row.trial_days } : null;
    },
  };
}
export type PaypalPlans = ReturnType<typeof createPaypalPlans>;
