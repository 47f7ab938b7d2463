import type { ExpressOffer, ExpressResult, StartExpressInput } from '@brainboost/domain/schemas/express-checkout';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import type { BillingCatalog, CatalogPriceRow } from './billing-catalog.js';
import { createBillingFunnel } from './billing-funnel.js';
import { createBillingRepository } from './billing.repository.js';
import { billingErrors } from './billing.errors.js';
import type { BillingPeople } from './billing-people.js';

/**
 * Express checkout: a returning customer buys a one-time product with the card the provider kept,
 * after one confirm step. The amount is the catalog's; access or goods come, as always, only from
 * the provider's verified events. Without a saved card, or when the bank wants the customer
 * present, the page falls back to the normal checkout.
 */
export function createExpressService(
  db: Db,
  catalog: BillingCatalog,
  provider: PaymentProvider,
  people: Pick<BillingPeople, 'isChildAccount'>,
) {
  const repository = createBillingRepository(db);
  async function oneTimePrice(priceId: string): Promise<CatalogPriceRow> {
    const price = await catalog.price(priceId);
    if (price.kind !== 'one_time' || price.interval !== 'once') throw billingErrors.expressNotOneTime();
    return price;
  }
  return {
    async offer(userId: string, priceId: string): Promise<ExpressOffer> {
      const price = await oneTimePrice(priceId);
      const card = provider.savedCard && provider.chargeSavedCard ? await provider.savedCard(userId) : null;
      return { priceId: price.id, productId: price.product_id, amountCents: price.amount_cents, currency: price.currency, card };
    },
    async charge(userId: string, input: StartExpressInput): Promise<ExpressResult> {
      if (await people.isChildAccount(userId)) throw billingErrors.childCannotPay();
      const price = await oneTimePrice(input.priceId);
      if (input.shownAmountCents !== price.amount_cents) throw billingErrors.priceChanged();
      if (!provider.chargeSavedCard || !(await provider.savedCard?.(userId))) return { outcome: 'no_saved_card', checkoutId: null };
      const existing = await repository.findCheckoutByKey(userId, input.idempotencyKey);
      if (existing && existing.price_id !== price.id) throw billingErrors.priceChanged();
      const checkout = await repository.insertCheckout({
        userId,
        priceId: price.id,
        amountCents: price.amount_cents,
        currency: price.currency,
        trialDays: 0,
        provider: provider.name,
        idempotencyKey: input.idempotencyKey,
      });
      const funnel = createBillingFunnel(db, checkout.id, userId);
      if (!existing) await funnel.checkoutStarted(price.id, checkout.amount_cents, checkout.currency, false);
      const result = await provider.chargeSavedCard(
        {
          customerRef: userId,
          checkoutRef: checkout.id,
          price: {
            id: price.id,
            productId: price.product_id,
            interval: price.interval,
            amountCents: checkout.amount_cents,
            currency: checkout.currency,
          },
          idempotencyKey: `express:${checkout.id}`,
        },
        async (sessionId) => {
          if (checkout.provider_session_id !== sessionId) await repository.setCheckoutSession(checkout.id, sessionId);
        },
      );
      return { outcome: result.outcome, checkoutId: checkout.id };
    },
  };
}
export type ExpressService = ReturnType<typeof createExpressService>;
