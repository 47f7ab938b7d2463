import type { DonationStatus, MonthlyDonations, StartDonationInput } from '@brainboost/domain/schemas/donations';
import type { CheckoutSession } from '@brainboost/domain/schemas/billing';
import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import type { BillingCatalog } from './billing-catalog.js';
import { createDonationsRepository, donationPriceIds } from './billing-donations.repository.js';
import { guestCustomerRef } from './billing-guest-ref.js';
import { createBillingRepository } from './billing.repository.js';
import { donationErrors } from './billing-donations.errors.js';
import { billingErrors } from './billing.errors.js';
import type { BillingPeople } from './billing-people.js';
import { iso } from '../../iso-time.js';

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/**
 * Donations: once or monthly, any amount the domain rule allows, signed in or not. The amount is
 * the donor's (checked here, never trusted from a price the page sends); the catalog's inactive
 * `donation_*` prices only name the product. A donation is stored on its own row and never
 * touches `subscriptions`: it changes no one's access.
 */
export function createDonationsService(
  db: Db,
  catalog: BillingCatalog,
  provider: PaymentProvider,
  people: Pick<BillingPeople, 'find' | 'isChildAccount'>,
) {
  const billing = createBillingRepository(db);
  const donations = createDonationsRepository(db);
  return {
    async start(userId: string | null, input: StartDonationInput, locale: string): Promise<CheckoutSession> {
      if (userId && (await people.isChildAccount(userId))) throw billingErrors.childCannotPay();
      const price = await catalog.findPrice(donationPriceIds[input.interval]);
      if (!price) throw donationErrors.unavailable();
      const email = userId ? (await people.find(userId))?.email : input.email?.trim().toLowerCase();
      if (!email) throw donationErrors.emailRequired();
      const row = {
        priceId: price.id,
        amountCents: input.amountCents,
        currency: price.currency,
        trialDays: 0,
        provider: provider.name,
        idempotencyKey: input.idempotencyKey,
      };
      const checkout = userId
        ? await billing.insertCheckout({ userId, ...row })
        : await billing.insertGuestCheckout({ email, locale, ...row });
      // Same key, different donation (or someone else's key): refused, nothing created.
      if (checkout.price_id !== price.id || checkout.amount_cents !== input.amountCents || (!userId && checkout.guest_email !== email))
        throw donationErrors.changed();
      await donations.insert({
        checkoutId: checkout.id,
        userId,
        email,
        locale,
        amountCents: checkout.amount_cents,
        currency: checkout.currency,
        interval: input.interval,
        provider: provider.name,
      });
      const back = `/donate/thank-you?checkout=${checkout.id}`;
      const session = await provider.createCheckout({
        checkoutRef: checkout.id,
        customerRef: userId ?? guestCustomerRef(checkout.id),
        customerEmail: email,
        price: {
          id: price.id,
          productId: price.product_id,
          interval: price.interval,
          amountCents: checkout.amount_cents,
          currency: checkout.currency,
        },
        trialDays: 0,
        successUrl: back,
        cancelUrl: back,
        idempotencyKey: `checkout:${checkout.id}`,
      });
      if (checkout.provider_session_id !== session.sessionId) await billing.setCheckoutSession(checkout.id, session.sessionId);
      return { checkoutId: checkout.id, url: session.url };
    },
    /** The thank-you page: the checkout id is an unguessable uuid known only to the donor's browser. */
    async status(checkoutId: string): Promise<DonationStatus> {
      const donation = isUuid(checkoutId) ? await donations.findByCheckout(checkoutId) : undefined;
      if (!donation) throw donationErrors.notFound();
      return {
        status: donation.status,
        amountCents: donation.amount_cents,
        currency: donation.currency,
        interval: donation.interval,
        failure: (donation.failure as DonationStatus['failure']) ?? null,
      };
    },
    async monthly(userId: string): Promise<MonthlyDonations> {
      const rows = await donations.findMonthlyByUser(userId);
      return {
        donations: rows.map((d) => ({
          id: d.id,
          amountCents: d.amount_cents,
          currency: d.currency,
          status: d.status,
          currentPeriodEnd: iso(d.current_period_end),
          cancelAtPeriodEnd: d.cancel_at_period_end,
        })),
      };
    },
    /** Stops a monthly donation at the end of the month already given; the provider's event records it. */
    async cancel(userId: string, donationId: string) {
      const donation = isUuid(donationId) ? await donations.findOwned(userId, donationId) : undefined;
      if (!donation || donation.interval !== 'monthly' || !donation.provider_subscription_id) throw donationErrors.notFound();
      if (donation.status !== 'active') throw donationErrors.notActive();
      if (donation.cancel_at_period_end) return;
      await provider.cancelAtPeriodEnd(donation.provider_subscription_id, `donation-cancel:${donation.id}`);
    },
  };
}
export type DonationsService = ReturnType<typeof createDonationsService>;
