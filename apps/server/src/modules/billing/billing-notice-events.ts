import type { InvoiceSnapshot, SubscriptionSnapshot } from '../../providers/payments/payment-provider.port.js';
import { isDonationPrice } from './billing-donations.repository.js';
import type { NoticesRepository } from './billing-notices.repository.js';
import type { BillingOwner } from './billing-webhooks.repository.js';

const recipientOf = (owner: BillingOwner) =>
  'userId' in owner ? { userId: owner.userId } : { email: owner.guestEmail, locale: owner.locale };

/**
 * The billing emails a provider event causes, written in the webhook's transaction under keys
 * named for what they are about: a retried or replayed event finds the key taken.
 */
export function createNoticeEvents(notices: NoticesRepository, provider: string) {
  return {
    /** An invoice just applied: a receipt once paid, a warning once an attempt failed. */
    async invoiceApplied(invoice: InvoiceSnapshot, owner: BillingOwner) {
      const data = {
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        priceId: invoice.priceId,
        number: invoice.number,
        at: invoice.createdAt.toISOString(),
      };
      if (invoice.priceId && isDonationPrice(invoice.priceId)) {
        // A donation's first payment is thanked for by its checkout; later monthly ones here.
        if (invoice.status === 'paid' && invoice.reason === 'subscription_cycle')
          await notices.enqueue({
            key: `donation:${provider}:${invoice.id}`,
            kind: 'donation_receipt',
            recipient: recipientOf(owner),
            data,
          });
        return;
      }
      if (invoice.status === 'paid')
        await notices.enqueue({ key: `receipt:${provider}:${invoice.id}`, kind: 'receipt', recipient: recipientOf(owner), data });
      else
        await notices.enqueue({
          key: `payment_failed:${provider}:${invoice.id}`,
          kind: 'payment_failed',
          recipient: recipientOf(owner),
          data,
        });
    },
    /** A subscription seen for the first time, in its trial. */
    async trialStarted(billingSubscriptionId: string, snap: SubscriptionSnapshot, owner: BillingOwner) {
      if (snap.status !== 'trialing' || !snap.trialEnd) return;
      await notices.enqueue({
        key: `trial_started:${billingSubscriptionId}`,
        kind: 'trial_started',
        recipient: recipientOf(owner),
        data: { priceId: snap.priceId, at: snap.trialEnd.toISOString() },
      });
    },
    /** A donation's checkout completed: its thanks and receipt go to the address given on the form. */
    async donationPaid(
      checkoutId: string,
      donation: { email: string; locale: string | null; amount_cents: number; currency: string },
      at: Date,
    ) {
      await notices.enqueue({
        key: `donation:${checkoutId}`,
        kind: 'donation_receipt',
        recipient: { email: donation.email, locale: donation.locale },
        data: { amountCents: donation.amount_cents, currency: donation.currency, at: at.toISOString() },
      });
    },
  };
}
