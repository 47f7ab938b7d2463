import type { CheckoutPrice } from '../payment-provider.port.js';
import type { SquareApi } from './square-api.js';
import type { createSquareLinksRepository } from './square-links.repository.js';

type CatalogObject = { id: string; type: string };
type UpsertResponse = { catalog_object: CatalogObject };

const cadences = { monthly: 'MONTHLY', annual: 'ANNUAL' } as const;
const titleOf = (productId: string) => `${productId.charAt(0).toUpperCase()}${productId.slice(1).replace(/_/g, ' ')}`;

/**
 * The Square subscription plan variation that sells a catalog price (with the trial due), made at
 * Square the first time it is needed and remembered in square_plan_variations (decision 0021):
 * one plan per product, one variation per price, amount, currency and trial length. Amounts are
 * the catalog's, so a price change makes a new variation instead of editing one people are on.
 */
export function createSquarePlans(api: SquareApi, repository: ReturnType<typeof createSquareLinksRepository>, orgName: string) {
  async function ensurePlan(productId: string) {
    const known = await repository.findPlanOfProduct(productId);
    if (known) return known;
    const { catalog_object: plan } = await api<UpsertResponse>('POST', '/v2/catalog/object', {
      idempotency_key: `plan:${productId}`,
      object: { type: 'SUBSCRIPTION_PLAN', id: `#plan_${productId}`, subscription_plan_data: { name: `${orgName} ${titleOf(productId)}` } },
    });
    return plan.id;
  }

  return {
    async variationFor(price: CheckoutPrice, trialDays: number): Promise<string> {
      if (price.interval === 'once') throw new Error('a subscription plan needs a recurring price');
      const currency = price.currency.toUpperCase();
      const known = await repository.findVariation(price.id, price.amountCents, currency, trialDays);
      if (known) return known.square_variation_id;
      const planId = await ensurePlan(price.productId);
      const money = (amount: number) => ({ amount, currency });
      // Square's checkout takes at most one free phase before the paid one.
      const trial =
        trialDays > 0
          ? [trialDays % 7 === 0 ? { cadence: 'WEEKLY', periods: trialDays / 7 } : { cadence: 'DAILY', periods: trialDays }]
          : [];
      const phases = [
        ...trial.map((t) => ({ ...t, ordinal: 0, pricing: { type: 'STATIC', price_money: money(0) } })),
        { ordinal: trial.length, cadence: cadences[price.interval], pricing: { type: 'STATIC', price_money: money(price.amountCents) } },
      ];
      const { catalog_object: variation } = await api<UpsertResponse>('POST', '/v2/catalog/object', {
        idempotency_key: `variation:${price.id}:${price.amountCents}:${currency}:${trialDays}`,
        object: {
          type: 'SUBSCRIPTION_PLAN_VARIATION',
          id: `#variation_${price.id}`,
          subscription_plan_variation_data: {
            name: `${titleOf(price.productId)} ${price.interval}${trialDays > 0 ? `, ${trialDays}-day trial` : ''}`,
            subscription_plan_id: planId,
            phases,
          },
        },
      });
      const row = await repository.insertVariation({
        priceId: price.id,
        amountCents: price.amountCents,
        currency,
        trialDays,
        planId,
        variationId: variation.id,
      });
      return row.square_variation_id;
    },
  };
}
