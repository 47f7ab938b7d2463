import { addOnEligibility, addOnProductIds } from '@brainboost/domain/billing/add-ons';
import type { AddOnOffer, AddOnsOverview } from '@brainboost/domain/schemas/catalog';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import { createAddOnsRepository } from './billing-add-ons.repository.js';
import type { EntitlementsLookup } from './billing-build-checkout.service.js';
import { catalogErrors } from './billing-catalog.errors.js';
import { iso } from '../../iso-time.js';

/**
 * The caller's add-ons and passes (/add-ons), cancelling or keeping an add-on bought on its own,
 * and ending such add-ons once the plan they need has ended (they would deliver nothing).
 */
export function createAddOnsService(deps: { db: Db; providers: ReadonlyMap<string, PaymentProvider>; entitlementsOf: EntitlementsLookup }) {
  const { db, providers, entitlementsOf } = deps;
  const repository = createAddOnsRepository(db);

  async function standalone(userId: string, productId: string) {
    const rows = (await repository.findAddOns(userId)).filter((a) => a.product_id === productId && a.status !== 'canceled');
    const row = rows.find((a) => !a.bundled) ?? rows[0];
    if (!row) throw catalogErrors.addOnNotFound();
    if (row.bundled) throw catalogErrors.bundled();
    const provider = providers.get(row.provider);
    if (!provider) throw catalogErrors.unknownMethod();
    return { row, provider };
  }

  return {
    async overview(userId: string): Promise<AddOnsOverview> {
      const [rows, purchases, { tier }] = await Promise.all([
        repository.findAddOns(userId),
        repository.findPurchases(userId),
        entitlementsOf(userId),
      ]);
      const live = rows.filter((a) => a.status !== 'canceled');
      const offers: Record<string, AddOnOffer> = {};
      for (const id of addOnProductIds) offers[id] = live.some((a) => a.product_id === id) ? 'owned' : addOnEligibility(id, tier);
      return {
        tier,
        addOns: live.map((a) => ({
          productId: a.product_id,
          priceId: a.price_id,
          status: a.status,
          bundled: a.bundled,
          currentPeriodEnd: iso(a.current_period_end),
          cancelAtPeriodEnd: a.cancel_at_period_end,
        })),
        passes: purchases.map((p) => ({ productId: p.product_id, purchasedAt: iso(p.purchased_at)!, validUntil: iso(p.valid_until) })),
        offers,
      };
    },
    /** Stops an add-on bought on its own at the end of its paid period (the provider's event applies it). */
    async cancel(userId: string, productId: string) {
      const { row, provider } = await standalone(userId, productId);
      if (!row.cancel_at_period_end)
        await provider.cancelAtPeriodEnd(row.provider_subscription_id, `addon-cancel:${row.id}:${new Date(row.state_at).getTime()}`);
    },
    async resume(userId: string, productId: string) {
      const { row, provider } = await standalone(userId, productId);
      if (row.cancel_at_period_end)
        await provider.resume(row.provider_subscription_id, `addon-resume:${row.id}:${new Date(row.state_at).getTime()}`);
    },
    /**
     * The plan was set to end: add-ons bought on their own that need a plan end with it, or they
     * would renew after it and deliver nothing (decision 0055).
     */
    async endWithPlan(userId: string) {
      for (const row of await repository.findAddOns(userId)) {
        if (row.bundled || row.status === 'canceled' || row.cancel_at_period_end) continue;
        if (addOnEligibility(row.product_id, 'free') !== 'needs_plan') continue;
        await providers
          .get(row.provider)
          ?.cancelAtPeriodEnd(row.provider_subscription_id, `addon-with-plan:${row.id}:${new Date(row.state_at).getTime()}`);
      }
    },
    /** The account is closing: every add-on bought on its own stops renewing. */
    async endAllFor(userId: string) {
      for (const row of await repository.findAddOns(userId)) {
        if (row.bundled || row.status === 'canceled' || row.cancel_at_period_end) continue;
        await providers.get(row.provider)?.cancelAtPeriodEnd(row.provider_subscription_id, `addon-closure:${row.id}`);
      }
    },
    /** After a plan ended: add-ons bought on their own stop renewing (without a plan they give nothing). */
    async endStandaloneFor(userId: string) {
      const { tier } = await entitlementsOf(userId);
      for (const row of await repository.findAddOns(userId)) {
        if (row.bundled || row.status === 'canceled' || row.cancel_at_period_end) continue;
        if (addOnEligibility(row.product_id, tier) !== 'needs_plan') continue;
        await providers.get(row.provider)?.cancelAtPeriodEnd(row.provider_subscription_id, `addon-plan-ended:${row.id}`);
      }
    },
  };
}
export type AddOnsService = ReturnType<typeof createAddOnsService>;
