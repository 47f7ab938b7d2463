import type { ProviderEvent } from '../../providers/payments/payment-provider.port.js';
import type { createDonationsRepository } from './billing-donations.repository.js';
import type { createWebhooksRepository } from './billing-webhooks.repository.js';

type CheckoutEvent = Extract<ProviderEvent, { sessionId: string }>;

/**
 * A provider's checkout event for a donation, inside the webhook's transaction: the checkout's
 * status as for any checkout, and the donation row. A monthly donation's subscription is kept on
 * the donation only (never `billing_subscriptions` nor `subscriptions`), so access never changes.
 */
export async function applyDonationCheckout(
  provider: string,
  event: CheckoutEvent,
  checkoutId: string,
  webhooks: ReturnType<typeof createWebhooksRepository>,
  donations: ReturnType<typeof createDonationsRepository>,
): Promise<'applied'> {
  switch (event.type) {
    case 'checkout.processing':
      await webhooks.setCheckoutStatus(provider, event.sessionId, 'processing', null, ['open']);
      break;
    case 'checkout.failed':
      await webhooks.setCheckoutStatus(provider, event.sessionId, 'failed', event.failure, ['open', 'processing']);
      await donations.settle(checkoutId, { status: 'failed', failure: event.failure });
      break;
    case 'checkout.canceled':
      await webhooks.setCheckoutStatus(provider, event.sessionId, 'canceled', null, ['open']);
      await donations.settle(checkoutId, { status: 'canceled' });
      break;
    case 'checkout.completed': {
      await webhooks.setCheckoutStatus(provider, event.sessionId, 'completed', null, ['open', 'processing', 'failed', 'canceled']);
      const sub = event.subscription;
      await donations.settle(
        checkoutId,
        sub
          ? {
              status: 'active',
              providerSubscriptionId: sub.id,
              currentPeriodEnd: sub.currentPeriodEnd,
              cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
              stateAt: event.occurredAt,
            }
          : { status: 'paid' },
      );
      break;
    }
  }
  return 'applied';
}
