import { tierOfPlan } from '@brainboost/domain/billing/entitlements';
import { prorationCents } from '@brainboost/domain/billing/pricing';
import type { BillingOverview, ChangePlanInput, PaymentMethod, PlanChangePreview } from '@brainboost/domain/schemas/billing';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import {
  ChargeDeclinedError,
  PaymentMethodUpdateUnsupportedError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.port.js';
import type { BillingCatalog } from './billing-catalog.js';
import { createBillingRepository } from './billing.repository.js';
import { createPlanChangeKeys } from './billing-plan-change-keys.js';
import { billingErrors } from './billing.errors.js';
import { isPrepaidProvider } from './billing-prepaid.js';
import { cryptoErrors } from './crypto-payment.errors.js';
import { createAddOnsRepository } from './billing-add-ons.repository.js';
import { catalogErrors } from './billing-catalog.errors.js';
import { iso } from '../../iso-time.js';

/**
 * The signed-in customer's subscription: overview, cancel at period end, resume, change plan —
 * each at the provider that bills it (the default one, or an extra way to pay such as PayPal).
 */
export function createSubscriptionsService(
  db: Db,
  catalog: BillingCatalog,
  providers: ReadonlyMap<string, PaymentProvider>,
  clock: Clock,
  /** Add-ons bought on their own that need the plan end with it (decision 0055). */
  endDependentAddOns: (userId: string) => Promise<void> = async () => {},
) {
  const repository = createBillingRepository(db);
  const changeKeys = createPlanChangeKeys(db);
  const billedBy = (sub: { provider: string }) => {
    const provider = providers.get(sub.provider);
    if (!provider) throw billingErrors.unknownProvider();
    return provider;
  };
  const live = async (userId: string) => {
    const sub = await repository.findLiveSubscription(userId);
    if (!sub) throw billingErrors.noSubscription();
    // Nothing renews a prepaid period, so there is nothing to cancel, resume, change or charge a card for.
    if (isPrepaidProvider(sub.provider)) throw cryptoErrors.prepaidNotApplicable();
    return sub;
  };
  async function planPrice(priceId: string, shown: number | undefined) {
    const price = await catalog.price(priceId);
    if (price.kind !== 'plan' || price.interval === 'once') throw billingErrors.notAPlan();
    if (shown !== undefined && shown !== price.amount_cents) throw billingErrors.priceChanged();
    return price;
  }
  return {
    async overview(userId: string): Promise<BillingOverview> {
      const { live: sub, trial_used: trialUsed, invoices } = await repository.findLiveSubscriptionWithInvoices(userId);
      return {
        subscription: sub
          ? {
              id: sub.id,
              productId: sub.product_id,
              tier: tierOfPlan(sub.product_id),
              priceId: sub.price_id,
              interval: sub.interval,
              amountCents: sub.amount_cents,
              currency: sub.currency,
              status: sub.status,
              currentPeriodEnd: iso(sub.current_period_end),
              trialEnd: iso(sub.trial_end),
              cancelAtPeriodEnd: sub.cancel_at_period_end,
              provider: sub.provider,
              prepaid: isPrepaidProvider(sub.provider),
            }
          : null,
        trialEligible: !trialUsed,
        invoices: invoices.map((i) => ({
          id: i.id,
          number: i.number,
          status: i.status,
          amountCents: i.amount_cents,
          currency: i.currency,
          priceId: i.price_id,
          reason: i.reason,
          createdAt: iso(i.created_at)!,
        })),
      };
    },
    /** The newest 20 of the customer's own subscriptions, newest first (a family plan's owner is told by them). */
    ownSubscriptions: (userId: string) => repository.ownSubscriptions(userId),
    /** A plan of the customer's own that will renew (not set to end, not a prepaid period). */
    async renews(userId: string) {
      const sub = await repository.findLiveSubscription(userId);
      return Boolean(sub && !sub.cancel_at_period_end && !isPrepaidProvider(sub.provider));
    },
    async cancelAtPeriodEnd(userId: string) {
      const sub = await live(userId);
      if (!sub.cancel_at_period_end)
        await billedBy(sub).cancelAtPeriodEnd(sub.provider_subscription_id, `cancel:${sub.id}:${new Date(sub.state_at).getTime()}`);
      await endDependentAddOns(userId);
    },
    async resume(userId: string) {
      const sub = await live(userId);
      if (sub.cancel_at_period_end)
        await billedBy(sub).resume(sub.provider_subscription_id, `resume:${sub.id}:${new Date(sub.state_at).getTime()}`);
    },
    async previewChange(userId: string, priceId: string): Promise<PlanChangePreview> {
      const sub = await live(userId);
      const price = await planPrice(priceId, undefined);
      if (price.id === sub.price_id) throw billingErrors.samePlan();
      // Nothing due now while trialing, or where the provider starts the new price next cycle (PayPal).
      if (sub.status === 'trialing' || billedBy(sub).prorates === false || !sub.current_period_start || !sub.current_period_end)
        return { prorationCents: 0, currency: price.currency };
      const periodStart = new Date(sub.current_period_start);
      const periodEnd = new Date(sub.current_period_end);
      const now = clock.now();
      if (price.interval !== sub.interval) {
        const unused = -prorationCents({ oldCents: sub.amount_cents, newCents: 0, periodStart, periodEnd, now });
        return { prorationCents: price.amount_cents - unused, currency: price.currency };
      }
      return {
        prorationCents: prorationCents({ oldCents: sub.amount_cents, newCents: price.amount_cents, periodStart, periodEnd, now }),
        currency: price.currency,
      };
    },
    /** The card on file at the provider, for the live subscription (null without one). */
    async paymentMethod(userId: string): Promise<PaymentMethod> {
      const sub = await repository.findLiveSubscription(userId);
      return sub && !isPrepaidProvider(sub.provider) ? billedBy(sub).paymentMethod(sub.provider_subscription_id) : null;
    },
    /** The provider's hosted page to replace the card; back to /subscription-management after. */
    async startPaymentMethodUpdate(userId: string, idempotencyKey: string) {
      const sub = await live(userId);
      try {
        return await billedBy(sub).createPaymentMethodUpdate({
          subscriptionId: sub.provider_subscription_id,
          returnUrl: '/subscription-management',
          idempotencyKey: `card:${userId}:${idempotencyKey}`,
        });
      } catch (err) {
        if (err instanceof PaymentMethodUpdateUnsupportedError) throw billingErrors.methodUpdateUnsupported(sub.provider);
        throw err;
      }
    },
    /** Resolves with the provider's approval page when the buyer must approve the change there first. */
    async changePlan(userId: string, input: ChangePlanInput): Promise<{ approvalUrl?: string }> {
      const sub = await live(userId);
      const price = await planPrice(input.priceId, input.shownAmountCents);
      // The same change sent again with its key (a double click, a retry) answers as the first did.
      if (await changeKeys.seen(userId, input.idempotencyKey, price.id)) return {};
      if (price.id === sub.price_id) throw billingErrors.samePlan();
      // Add-ons bought with the plan bill on its cycle; a new cycle would need new add-on prices too.
      if (
        price.interval !== sub.interval &&
        (await createAddOnsRepository(db).findAddOns(userId)).some(
          (a) => a.bundled && a.status !== 'canceled' && a.provider_subscription_id === sub.provider_subscription_id,
        )
      )
        throw catalogErrors.cycleWithAddOns();
      if (!(await changeKeys.claim(userId, input.idempotencyKey, price.id))) return {};
      try {
        const result = await billedBy(sub).changePlan(
          sub.provider_subscription_id,
          {
            id: price.id,
            productId: price.product_id,
            interval: price.interval,
            amountCents: price.amount_cents,
            currency: price.currency,
          },
          `change:${userId}:${input.idempotencyKey}`,
        );
        return result ? { approvalUrl: result.approvalUrl } : {};
      } catch (err) {
        await changeKeys.release(input.idempotencyKey);
        if (err instanceof ChargeDeclinedError) throw billingErrors.cardDeclined();
        throw err;
      }
    },
  };
}

export type BillingSubscriptionsService = ReturnType<typeof createSubscriptionsService>;
