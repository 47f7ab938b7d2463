import type { Db } from '../../db/database.js';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from '../../providers/payments/payment-provider.port.js';
import { createBillingFunnel } from './billing-funnel.js';
import { createWebhooksRepository } from './billing-webhooks.repository.js';
import { billingErrors } from './billing.errors.js';
import { claimLinkDays, newClaimToken } from './billing-claim-token.js';
import { applyBundledAddOns, grantOneTimeProducts } from './billing-add-on-events.js';
import { createAddOnsRepository } from './billing-add-ons.repository.js';
import { applyDonationCheckout } from './billing-donation-events.js';
import { createDonationsRepository, isDonationPrice } from './billing-donations.repository.js';
import { createNoticeEvents } from './billing-notice-events.js';
import { createNoticesRepository } from './billing-notices.repository.js';
import type { BillingPeople } from './billing-people.js';

/** A guest purchase just held against an email: its claim link is mailed after commit. */
export type HeldPurchase = { email: string; locale: string | null; token: string; productId: string };

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Verifies a provider's webhook on the exact bytes received, then stores the event under its
 * provider id and applies it in one transaction: a replay finds the id taken and changes nothing,
 * and a crash before commit leaves nothing half-done for the provider's retry to trip over.
 */
export function createWebhooksService(
  db: Db,
  providers: ReadonlyMap<string, PaymentProvider>,
  people: Pick<BillingPeople, 'find'>,
  onGuestHeld: (purchase: HeldPurchase) => Promise<void> = async () => {},
  /** After commit, for a user whose plan just ended (their add-ons bought on their own stop renewing). */
  onPlanEnded: (userId: string) => Promise<void> = async () => {},
  /** After commit of an applied event: sends the billing emails it caused. */
  onApplied: () => Promise<void> = async () => {},
) {
  const isAccount = async (userId: string, on: Db) => (await people.find(userId, on)) !== undefined;
  async function apply(
    provider: string,
    event: ProviderEvent,
    trx: Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0],
    held: HeldPurchase[],
    ended: string[],
  ): Promise<WebhookOutcome> {
    const repository = createWebhooksRepository(trx, isAccount);
    const checkout = 'sessionId' in event ? await repository.findCheckoutBySession(provider, event.sessionId) : undefined;
    const notices = createNoticeEvents(createNoticesRepository(trx), provider);
    // A donation's checkout: its own row, no funnel, never an access row.
    if (checkout && 'sessionId' in event && isDonationPrice(checkout.price_id)) {
      const donations = createDonationsRepository(trx);
      const outcome = await applyDonationCheckout(provider, event, checkout.id, repository, donations);
      const donation = event.type === 'checkout.completed' ? await donations.findByCheckout(checkout.id) : undefined;
      if (donation) await notices.donationPaid(checkout.id, donation, event.occurredAt);
      return outcome;
    }
    const funnel = checkout ? createBillingFunnel(trx, checkout.id, checkout.user_id) : null;
    switch (event.type) {
      case 'unhandled':
        return 'ignored';
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
        // One-time products of the checkout, granted once (decision 0023).
        if (checkout && checkout.status !== 'completed')
          await grantOneTimeProducts(createAddOnsRepository(trx), checkout.id, event.occurredAt);
        const outcome = event.subscription
          ? await applySubscription(provider, event.subscription, event.occurredAt, repository, held, ended, notices)
          : 'applied';
        if (event.invoice) {
          const owner = await repository.ownerOf(provider, event.invoice.customerRef, event.invoice.subscriptionId);
          if (owner && (await repository.applyInvoice(provider, event.invoice, event.occurredAt, owner)))
            await notices.invoiceApplied(event.invoice, owner);
        }
        if (funnel && checkout && checkout.status !== 'completed') {
          await funnel.paymentProcess('payment', 'succeeded', event.occurredAt);
          await funnel.step('complete_payment');
          await funnel.purchaseCompleted(checkout.price_id, checkout.amount_cents, checkout.currency);
          await funnel.step('activated');
        }
        return outcome;
      }
      case 'subscription.updated':
        return applySubscription(provider, event.subscription, event.occurredAt, repository, held, ended, notices);
      case 'invoice.updated': {
        const owner = await repository.ownerOf(provider, event.invoice.customerRef, event.invoice.subscriptionId);
        if (!owner) return 'ignored';
        if (await repository.applyInvoice(provider, event.invoice, event.occurredAt, owner))
          await notices.invoiceApplied(event.invoice, owner);
        return 'applied';
      }
    }
  }

  async function applySubscription(
    provider: string,
    snap: Extract<ProviderEvent, { type: 'subscription.updated' }>['subscription'],
    occurredAt: Date,
    repository: ReturnType<typeof createWebhooksRepository>,
    held: HeldPurchase[],
    ended: string[],
    notices: ReturnType<typeof createNoticeEvents>,
  ): Promise<WebhookOutcome> {
    // A subscription of an account deleted since is kept as an event only.
    const owner = await repository.ownerOf(provider, snap.customerRef, snap.id);
    if (!owner) return 'ignored';
    const price = await repository.findPrice(snap.priceId);
    if (price && isDonationPrice(price.id))
      return (await createDonationsRepository(repository.trx).applySnapshot(provider, snap, occurredAt)) ? 'applied' : 'ignored';
    if (!price || price.interval === 'once') return 'ignored';
    const addOns = createAddOnsRepository(repository.trx);
    if (price.kind === 'add_on') {
      // An add-on bought on its own is its own subscription; it grants through billing_add_ons, not `subscriptions`.
      if (!('userId' in owner)) return 'ignored';
      await addOns.applyAddOn(
        { userId: owner.userId, productId: price.product_id, priceId: price.id, provider, bundled: false },
        snap,
        occurredAt,
      );
      return 'applied';
    }
    if (price.kind !== 'plan') return 'ignored';
    const { result, id } = await repository.applySubscription(provider, snap, occurredAt, price.product_id, price.interval, owner);
    if (result !== 'stale' && 'userId' in owner) {
      await applyBundledAddOns(addOns, provider, snap, occurredAt, owner.userId);
      if (snap.status === 'canceled') ended.push(owner.userId);
    }
    // A new subscription, announced (tier only, nobody's name) to every server once this commits.
    if ((result === 'created' || result === 'held') && price.tier && snap.status !== 'canceled')
      await repository.announceSubscription(price.tier);
    if (snap.trialEnd && 'userId' in owner) await repository.markTrialUsed(owner.userId, occurredAt);
    if (result === 'created' || result === 'held') await notices.trialStarted(id, snap, owner);
    if (result === 'held' && 'guestEmail' in owner) {
      // Held against the email: a one-time link goes to it once this transaction commits.
      const token = newClaimToken();
      await repository.insertClaim(id, owner.guestEmail, token.hash, new Date(occurredAt.getTime() + claimLinkDays * 86_400_000));
      held.push({ email: owner.guestEmail, locale: owner.locale, token: token.value, productId: price.product_id });
    }
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
      const held: HeldPurchase[] = [];
      const ended: string[] = [];
      const outcome = await db.transaction().execute(async (trx) => {
        held.length = 0;
        ended.length = 0;
        const fresh = await createWebhooksRepository(trx, isAccount).insertEvent({
          provider: providerName,
          eventId: event.id,
          type: event.type,
          occurredAt: event.occurredAt,
          payload: rawBody,
        });
        if (!fresh) return 'duplicate';
        return apply(providerName, event, trx, held, ended);
      });
      for (const purchase of held) await onGuestHeld(purchase);
      for (const userId of ended) await onPlanEnded(userId);
      if (outcome === 'applied') await onApplied();
      return outcome;
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
