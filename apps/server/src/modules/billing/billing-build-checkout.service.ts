import { addOnEligibility } from '@brainboost/domain/billing/add-ons';
import { tierOfPlan, type Entitlements } from '@brainboost/domain/billing/entitlements';
import { buildProblem, type BuildLine } from '@brainboost/domain/billing/plan-builder';
import { trialDays } from '@brainboost/domain/billing/pricing';
import type { BuildCheckoutInput } from '@brainboost/domain/schemas/catalog';
import type { CheckoutSession } from '@brainboost/domain/schemas/billing';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import type { BillingCatalog, CatalogPriceRow } from './billing-catalog.js';
import { catalogErrors } from './billing-catalog.errors.js';
import { createAddOnsRepository } from './billing-add-ons.repository.js';
import { createBillingFunnel } from './billing-funnel.js';
import { createBillingRepository, isOpenPlanConflict } from './billing.repository.js';
import type { TrialMarks } from './billing-trial-marks.js';
import { planEntry } from '@brainboost/domain/billing/one-plan';
import { billingErrors } from './billing.errors.js';
import type { BillingPeople } from './billing-people.js';

export type EntitlementsLookup = (userId: string) => Promise<Pick<Entitlements, 'tier'>>;

const lineOf = (price: CatalogPriceRow): BuildLine => ({
  priceId: price.id,
  productId: price.product_id,
  kind: price.kind,
  interval: price.interval,
  amountCents: price.amount_cents,
  currency: price.currency,
});

/**
 * Checkouts of one or several catalog items through a chosen payment method (decision 0023): the
 * lines and total come from the catalog, the page's total is only compared; every add-on and
 * one-time product is checked against the plan it will sit on; access still comes only from the
 * provider's verified events.
 */
export function createBuildCheckoutService(deps: {
  db: Db;
  catalog: BillingCatalog;
  defaultProvider: PaymentProvider;
  /** The extra ways to pay configured here (as GET /api/billing/methods lists them). */
  extra: ReadonlyMap<string, PaymentProvider>;
  entitlementsOf: EntitlementsLookup;
  trialMarks?: Pick<TrialMarks, 'isMarked'>;
  people: Pick<BillingPeople, 'find' | 'isChildAccount'>;
}) {
  const { db, catalog, extra, defaultProvider, entitlementsOf, people } = deps;
  const trialMarks = deps.trialMarks ?? { isMarked: async () => false };
  const billing = createBillingRepository(db);
  const addOns = createAddOnsRepository(db);

  /** Refuses products the caller cannot use on `tier` (the plan being bought, or the one they have). */
  async function assertPurchasable(userId: string, lines: readonly BuildLine[], tier: Parameters<typeof addOnEligibility>[1]) {
    const owned = new Set((await addOns.findAddOns(userId)).filter((a) => a.status !== 'canceled').map((a) => a.product_id));
    for (const line of lines) {
      if (line.kind === 'plan') continue;
      const eligibility = addOnEligibility(line.productId, tier);
      if (eligibility === 'needs_plan') throw catalogErrors.needsPlan();
      if (eligibility === 'included') throw catalogErrors.included();
      if (line.kind === 'add_on' && owned.has(line.productId)) throw catalogErrors.alreadyOwned();
    }
  }

  return {
    /** For the single-item checkout: an add-on or one-time product must suit the caller's plan. */
    async assertSingle(userId: string, price: CatalogPriceRow) {
      if (price.kind === 'plan') return;
      await assertPurchasable(userId, [lineOf(price)], (await entitlementsOf(userId)).tier);
    },

    async start(userId: string, raw: BuildCheckoutInput): Promise<CheckoutSession> {
      if (await people.isChildAccount(userId)) throw billingErrors.childCannotPay();
      const input = { ...raw, extraPriceIds: raw.extraPriceIds ?? [] };
      const provider = !input.method || input.method === defaultProvider.name ? defaultProvider : extra.get(input.method);
      if (!provider) throw catalogErrors.unknownMethod();
      const primary = await catalog.price(input.priceId);
      const extras = await Promise.all(input.extraPriceIds.map((id) => catalog.price(id)));
      const lines = [primary, ...extras].map(lineOf);
      const problem = buildProblem(lines[0]!, lines.slice(1));
      if (problem) throw catalogErrors.build(problem);
      if (extras.length && !provider.supportsMultipleItems) throw catalogErrors.singleItemOnly();
      const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
      if (input.shownTotalCents !== total) throw billingErrors.priceChanged();

      const existing = await billing.findCheckoutByKey(userId, input.idempotencyKey);
      if (existing) {
        if (existing.provider !== provider.name) throw billingErrors.priceChanged();
        const items = await addOns.findCheckoutItems(existing.id);
        if (existing.price_id !== primary.id || items.map((i) => i.price_id).join() !== input.extraPriceIds.join())
          throw billingErrors.priceChanged();
      }
      const isPlan = primary.kind === 'plan';
      if (isPlan && !existing) {
        const [live, open] = await Promise.all([
          billing.findLiveSubscription(userId),
          billing.findOpenPlanCheckout(userId, input.idempotencyKey),
        ]);
        const entry = planEntry(
          { live: live ? { priceId: live.price_id } : null, openCheckout: open ? { priceId: open.price_id } : null },
          primary.id,
        );
        if (entry === 'change_plan' || entry === 'same_plan') throw billingErrors.alreadySubscribed();
        if (entry === 'checkout_open') throw billingErrors.checkoutOpen();
      }
      await assertPurchasable(userId, lines, isPlan ? tierOfPlan(primary.product_id) : (await entitlementsOf(userId)).tier);

      // A trial is for a plan on its own: a build with add-ons or products is paid from day one.
      const user = await people.find(userId);
      const trial =
        isPlan &&
        primary.interval !== 'once' &&
        extras.length === 0 &&
        !(await billing.trialUsed(userId)) &&
        !(await trialMarks.isMarked(user?.email))
          ? trialDays
          : 0;
      const checkout = await billing
        .insertCheckout({
          userId,
          priceId: primary.id,
          amountCents: total,
          currency: primary.currency,
          trialDays: trial,
          provider: provider.name,
          idempotencyKey: input.idempotencyKey,
          isPlan: isPlan && primary.interval !== 'once',
        })
        .catch((err: unknown) => {
          throw isOpenPlanConflict(err) ? billingErrors.checkoutOpen() : err;
        });
      await addOns.insertCheckoutItems(
        checkout.id,
        extras.map((e) => ({ priceId: e.id, amountCents: e.amount_cents, currency: e.currency })),
      );
      const toPrice = (p: CatalogPriceRow) => ({
        id: p.id,
        productId: p.product_id,
        interval: p.interval,
        amountCents: p.amount_cents,
        currency: p.currency,
      });
      const session = await provider.createCheckout({
        checkoutRef: checkout.id,
        customerRef: userId,
        customerEmail: user?.email ?? '',
        price: toPrice(primary),
        ...(extras.length ? { extraItems: extras.map(toPrice) } : {}),
        trialDays: checkout.trial_days,
        successUrl: `${provider.returnPages?.success ?? '/payment-processing'}?checkout=${checkout.id}`,
        cancelUrl: `${provider.returnPages?.cancel ?? '/payment-canceled'}?checkout=${checkout.id}`,
        idempotencyKey: `checkout:${checkout.id}`,
      });
      if (checkout.provider_session_id !== session.sessionId) {
        await billing.setCheckoutSession(checkout.id, session.sessionId);
        const funnel = createBillingFunnel(db, checkout.id, userId);
        await funnel.step('select_plan');
        await funnel.step('begin_checkout');
        await funnel.checkoutStarted(primary.id, checkout.amount_cents, checkout.currency, checkout.trial_days > 0);
      }
      return { checkoutId: checkout.id, url: session.url };
    },
  };
}
export type BuildCheckoutService = ReturnType<typeof createBuildCheckoutService>;
