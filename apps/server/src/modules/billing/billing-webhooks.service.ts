import type { Db } from '../../db/database.js';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../providers/payments/payment-provider.port.js';
import { createBillingFunnel } from './billing-funnel.js';
import { createWebhooksRepository } from './billing-webhooks.repository.js';
import { billingErrors } from './billing.errors.js';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Verifies a provider's webhook on the exact bytes received, then stores the event under its
 * provider id and applies it in one transaction: a replay finds the id taken and changes nothing,
 * and a crash before commit leaves nothing half-done for the provider's retry to trip over.
 */
export function createWebhooksService(db: Db, providers: ReadonlyMap<string, PaymentProvider>) {
  async function apply(provider: string, event: ProviderEvent, trx: Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0]): Promise<WebhookOutcome> {
    const repository = createWebhooksRepository(trx);
    const checkout = 'sessionId' in event ? await repository.findCheckoutBySession(provider, event.sessionId) : undefined;
    const funnel = checkout ? createBillingFunnel(trx, checkout.id, checkout.user_id) : null;
    switch (event.type) {
      case 'checkout.processing':
        await repository.setCheckoutStatus(provider, event.sessionId, 'processing', null, ['open']);
        await funnel?.step('provide_payment');
        await funnel?.paymentProcess('payment', 'processing', event.occurredAt);
        return 'applied';
      case 'checkout.failed':
        await repository.setCheckoutStatus(provider, event.sessionId, 'failed', event.failure, ['open', 'processing']);
        await funnel?.paymentProcess('payment', 'failed', event.occurredAt, { failure: event.failure });
        return 'applied';
      case 'checkout.canceled':
        await repository.setCheckoutStatus(provider, event.sessionId, 'canceled', null, ['open']);
        await funnel?.paymentProcess('checkout', 'canceled', event.occurredAt);
        return 'applied';
      case 'checkout.completed': {
        await repository.setCheckoutStatus(provider, event.sessionId, 'completed', null, ['open', 'processing', 'failed', 'canceled']);
        const outcome = event.subscription ? await applySubscription(provider, event.subscription, event.occurredAt, repository) : 'applied';
        if (funnel && checkout && checkout.status !== 'completed') {
          await funnel.paymentProcess('payment', 'succeeded', event.occurredAt);
          await funnel.step('complete_payment');
          await funnel.purchaseCompleted(checkout.price_id, checkout.amount_cents, checkout.currency);
          await funnel.step('activated');
        }
        return outcome;
      }
      case 'subscription.updated':
        return applySubscription(provider, event.subscription, event.occurredAt, repository);
      case 'invoice.updated':
        if (!(await repository.userExists(event.invoice.customerRef))) return 'ignored';
        await repository.applyInvoice(provider, event.invoice, event.occurredAt);
        return 'applied';
    }
  }

  async function applySubscription(provider: string, snap: Extract<ProviderEvent, { type: 'subscription.updated' }>['subscription'], occurredAt: Date, repository: ReturnType<typeof createWebhooksRepository>): Promise<WebhookOutcome> {
    // A subscription of an account deleted since is kept as an event only.
    if (!(await repository.userExists(snap.customerRef))) return 'ignored';
    const price = await repository.findPrice(snap.priceId);
    if (!price || price.kind !== 'plan' || price.interval === 'once') return 'ignored';
    const result = await repository.applySubscription(provider, snap, occurredAt, price.product_id, price.interval);
    if (snap.trialEnd) await repository.markTrialUsed(snap.customerRef, occurredAt);
    return result === 'stale' ? 'ignored' : 'applied';
  }

  return {
    async handle(providerName: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookOutcome> {
      const provider = providers.get(providerName);
      if (!provider) throw billingErrors.unknownProvider();
      let event: ProviderEvent;
      try {
        event = await provider.verifyWebhook(rawBody, headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw billingErrors.badSignature();
        throw err;
      }
      return db.transaction().execute(async (trx) => {
        const fresh = await createWebhooksRepository(trx).insertEvent({ provider: providerName, eventId: event.id, type: event.type, occurredAt: event.occurredAt, payload: rawBody });
        if (!fresh) return 'duplicate';
        return apply(providerName, event, trx);
      });
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
