import { trialDays } from '@brainboost/domain/billing/pricing';
import type {
  CheckoutSession,
  CheckoutStatus,
  CreateCheckoutInput,
  GuestCheckoutInput,
  GuestCheckoutStatus,
} from '@brainboost/domain/schemas/billing';
import { guestCustomerRef } from './billing-guest-ref.js';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import type { BillingCatalog, CatalogPriceRow } from './billing-catalog.js';
import { createBillingFunnel } from './billing-funnel.js';
import { createBillingRepository, isOpenPlanConflict } from './billing.repository.js';
import type { TrialMarks } from './billing-trial-marks.js';
import { planEntry } from '@brainboost/domain/billing/one-plan';
import { billingErrors } from './billing.errors.js';
import { cryptoErrors } from './crypto-payment.errors.js';
import type { BillingPeople } from './billing-people.js';

/**
 * Starts a checkout at the provider for a catalog price. The amount charged is the catalog's: a
 * page showing a different one (stale or tampered) is refused. Access never comes from here nor
 * from the success page — only from the provider's verified event.
 */
export function createCheckoutService(
  db: Db,
  catalog: BillingCatalog,
  defaultProvider: PaymentProvider,
  extra: ReadonlyMap<string, PaymentProvider> = new Map(),
  /** An add-on or one-time product must suit the caller's plan (decision 0023). */
  assertPurchasable: (userId: string, price: CatalogPriceRow) => Promise<void> = async () => {},
  trialMarks: Pick<TrialMarks, 'isMarked'> = { isMarked: async () => false },
  people: Pick<BillingPeople, 'find' | 'isChildAccount'>,
) {
  const repository = createBillingRepository(db);
  return {
    async start(userId: string, input: CreateCheckoutInput): Promise<CheckoutSession> {
      // An extra way to pay this server has not configured: refused before anything is created.
      const provider = input.provider ? extra.get(input.provider) : defaultProvider;
      if (!provider) throw billingErrors.methodUnavailable(input.provider!);
      const price = await catalog.price(input.priceId);
      if (input.shownAmountCents !== undefined && input.shownAmountCents !== price.amount_cents) throw billingErrors.priceChanged();
      if (await people.isChildAccount(userId)) throw billingErrors.childCannotPay();
      const existing = await repository.findCheckoutByKey(userId, input.idempotencyKey);
      if (existing && (existing.price_id !== price.id || existing.provider !== provider.name)) throw billingErrors.priceChanged();
      const isPlan = price.kind === 'plan' && price.interval !== 'once';
      const live = isPlan && !existing ? await repository.findLiveSubscription(userId) : undefined;
      // A prepaid period is extended by buying the same plan again with the same provider (decision 0022).
      const extendsPrepaid = live !== undefined && provider.prepaid === true && live.provider === provider.name;
      if (extendsPrepaid && live.product_id !== price.product_id) throw cryptoErrors.otherPrepaidPlan();
      if (isPlan && !existing && !extendsPrepaid) {
        const open = await repository.findOpenPlanCheckout(userId, input.idempotencyKey);
        const entry = planEntry(
          { live: live ? { priceId: live.price_id } : null, openCheckout: open ? { priceId: open.price_id } : null },
          price.id,
        );
        if (entry === 'same_plan') throw billingErrors.samePlan();
        if (entry === 'change_plan') throw billingErrors.alreadySubscribed();
        if (entry === 'checkout_open') throw billingErrors.checkoutOpen();
      }
      // An add-on or one-time product must suit the caller's plan (decision 0023).
      if (!existing) await assertPurchasable(userId, price);
      const user = await people.find(userId);
      // Prepaid periods have no trial: there is no later charge for a trial to lead into.
      const trial =
        isPlan && !provider.prepaid && !(await repository.trialUsed(userId)) && !(await trialMarks.isMarked(user?.email)) ? trialDays : 0;
      // Prepaid periods (crypto) are bought ahead one after another and never renew: not held to one open checkout.
      const checkout = await repository
        .insertCheckout({
          userId,
          priceId: price.id,
          amountCents: price.amount_cents,
          currency: price.currency,
          trialDays: trial,
          provider: provider.name,
          idempotencyKey: input.idempotencyKey,
          isPlan: isPlan && !provider.prepaid,
        })
        .catch((err: unknown) => {
          // Another tab's plan checkout got in first (the check above raced it).
          throw isOpenPlanConflict(err) ? billingErrors.checkoutOpen() : err;
        });
      if (checkout.provider !== provider.name) throw billingErrors.priceChanged();
      // The crypto page shows where its charge stands itself (confirmations take minutes).
      const back = provider.prepaid ? `/crypto-payment?checkout=${checkout.id}` : null;
      const session = await provider.createCheckout({
        checkoutRef: checkout.id,
        customerRef: userId,
        customerEmail: user?.email ?? '',
        price: {
          id: price.id,
          productId: price.product_id,
          interval: price.interval,
          amountCents: checkout.amount_cents,
          currency: checkout.currency,
        },
        trialDays: checkout.trial_days,
        successUrl: back ?? `${provider.returnPages?.success ?? '/payment-processing'}?checkout=${checkout.id}`,
        cancelUrl: back ? `${back}&canceled=1` : `${provider.returnPages?.cancel ?? '/payment-canceled'}?checkout=${checkout.id}`,
        idempotencyKey: `checkout:${checkout.id}`,
      });
      if (checkout.provider_session_id !== session.sessionId) {
        await repository.setCheckoutSession(checkout.id, session.sessionId);
        const funnel = createBillingFunnel(db, checkout.id, userId);
        await funnel.step('select_plan');
        await funnel.step('begin_checkout');
        await funnel.checkoutStarted(price.id, checkout.amount_cents, checkout.currency, checkout.trial_days > 0);
      }
      return { checkoutId: checkout.id, url: session.url };
    },
    /**
     * A checkout without an account. No trial (nobody to hold it against yet). The purchase is
     * held against the email after the provider's verified event and granted once claimed.
     */
    async startGuest(input: GuestCheckoutInput, locale: string): Promise<CheckoutSession> {
      const price = await catalog.price(input.priceId);
      if (price.kind !== 'plan' || price.interval === 'once') throw billingErrors.notAPlan();
      if (input.shownAmountCents !== undefined && input.shownAmountCents !== price.amount_cents) throw billingErrors.priceChanged();
      const email = input.email.trim().toLowerCase();
      const checkout = await repository.insertGuestCheckout({
        email,
        locale,
        priceId: price.id,
        amountCents: price.amount_cents,
        currency: price.currency,
        provider: defaultProvider.name,
        idempotencyKey: input.idempotencyKey,
      });
      if (checkout.guest_email !== email || checkout.price_id !== price.id) throw billingErrors.priceChanged();
      const session = await defaultProvider.createCheckout({
        checkoutRef: checkout.id,
        customerRef: guestCustomerRef(checkout.id),
        customerEmail: email,
        price: {
          id: price.id,
          productId: price.product_id,
          interval: price.interval,
          amountCents: checkout.amount_cents,
          currency: checkout.currency,
        },
        trialDays: 0,
        successUrl: `/checkout/guest?checkout=${checkout.id}`,
        cancelUrl: `/checkout/guest?checkout=${checkout.id}`,
        idempotencyKey: `checkout:${checkout.id}`,
      });
      if (checkout.provider_session_id !== session.sessionId) await repository.setCheckoutSession(checkout.id, session.sessionId);
      return { checkoutId: checkout.id, url: session.url };
    },
    /** The guest's return page: the id is an unguessable uuid given only to the browser that paid. */
    async guestStatus(checkoutId: string): Promise<GuestCheckoutStatus> {
      const checkout = /^[0-9a-f-]{36}$/i.test(checkoutId) ? await repository.findGuestCheckout(checkoutId) : undefined;
      if (!checkout) throw billingErrors.checkoutNotFound();
      return {
        id: checkout.id,
        status: checkout.status,
        priceId: checkout.price_id,
        email: checkout.guest_email ?? '',
        failure: (checkout.failure as GuestCheckoutStatus['failure']) ?? null,
      };
    },
    async status(userId: string, checkoutId: string): Promise<CheckoutStatus> {
      const checkout = /^[0-9a-f-]{36}$/i.test(checkoutId) ? await repository.findCheckout(userId, checkoutId) : undefined;
      if (!checkout) throw billingErrors.checkoutNotFound();
      return {
        id: checkout.id,
        status: checkout.status,
        priceId: checkout.price_id,
        failure: (checkout.failure as CheckoutStatus['failure']) ?? null,
        activated: checkout.status === 'completed',
        trialDays: checkout.trial_days,
      };
    },
  };
}
