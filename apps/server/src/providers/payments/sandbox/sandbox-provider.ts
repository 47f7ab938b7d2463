import type { Updateable } from 'kysely';
import { periodEnd, prorationCents } from '@brainboost/domain/billing/pricing';
import type { SandboxSubscriptionsTable } from './sandbox.tables.js';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../clock.js';
import {
  ChargeDeclinedError,
  WebhookSignatureError,
  type CheckoutFailure,
  type CheckoutPrice,
  type PaymentProvider,
} from '../payment-provider.port.js';
import { cardBehaviour, chargeSucceeds, type CardBehaviour } from './sandbox-cards.js';
import { createSandboxEmitter, sandboxId, type Deliver } from './sandbox-emitter.js';
import { invoiceData, subscriptionData } from './sandbox-records.js';
import { runSandboxRenewals } from './sandbox-renewals.js';
import { isValidSandboxSignature, sandboxSignatureHeader } from './sandbox-signature.js';
import { parseSandboxEvent } from './sandbox-wire.js';

export type SandboxOptions = {
  db: Db;
  clock: Clock;
  webhookSecret: () => Promise<string>;
  deliver: Deliver;
  /** How long the "slow processing" card takes before its events are sent. */
  slowMs: number;
};

const dayMs = 86_400_000;
const lastFour = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4) || null;
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * The offline provider: its own hosted checkout (sandbox-hosted.routes.ts), test cards, renewals
 * on the injected clock, and HMAC-signed events through the same webhook endpoint as real providers.
 */
export function createSandboxProvider({ db, clock, webhookSecret, deliver, slowMs }: SandboxOptions) {
  const emitter = createSandboxEmitter(db, clock, webhookSecret, deliver);

  const findSession = (id: string) => db.selectFrom('sandbox_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  /** The card of the customer's latest subscription (the sandbox keeps cards on subscriptions). */
  const findCardOf = (customerRef: string) =>
    db
      .selectFrom('sandbox_subscriptions')
      .select(['card', 'card_last4'])
      .where('customer_ref', '=', customerRef)
      .orderBy('current_period_start', 'desc')
      .executeTakeFirst();
  const findSubscription = (id: string) => db.selectFrom('sandbox_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  const findItems = (sessionId: string) =>
    db.selectFrom('sandbox_session_items').selectAll().where('session_id', '=', sessionId).orderBy('position').execute();
  /** What the recurring extra lines of a session add to each renewal. */
  const recurringExtrasCents = async (sessionId: string) =>
    (await findItems(sessionId)).filter((i) => i.interval !== 'once').reduce((sum, i) => sum + i.amount_cents, 0);

  /** Runs `action` once per idempotency key. */
  async function once(key: string, action: () => Promise<void>) {
    const inserted = await db
      .insertInto('sandbox_requests')
      .values({ idempotency_key: key, response: JSON.stringify({ ok: true }) })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    try {
      await action();
    } catch (err) {
      // A refused request may be tried again with the same key.
      await db.deleteFrom('sandbox_requests').where('idempotency_key', '=', key).execute();
      throw err;
    }
  }

  /** Completes the session once: two requests paying it at once (a double click) charge one of them only. */
  async function complete(sessionId: string, card: CardBehaviour, deliverAfter: Date, last4: string | null) {
    const session = (await findSession(sessionId))!;
    const now = clock.now();
    const claimed = await db
      .updateTable('sandbox_sessions')
      .set({ status: 'completed', card })
      .where('id', '=', sessionId)
      .where('status', 'in', ['open', 'requires_action'])
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return;
    const base = { customerRef: session.customer_ref, priceId: session.price_id, currency: session.currency, created: now };
    const items = await findItems(sessionId);
    const recurringExtras = items.filter((i) => i.interval !== 'once').reduce((sum, i) => sum + i.amount_cents, 0);
    const onceExtras = items.filter((i) => i.interval === 'once').reduce((sum, i) => sum + i.amount_cents, 0);
    if (session.interval === 'once') {
      await emitter.emit(
        'invoice.updated',
        invoiceData({ ...base, subscriptionId: null, reason: 'one_time', paid: true, amountCents: session.amount_cents + onceExtras }),
        deliverAfter,
      );
      await emitter.emit(
        'checkout.completed',
        { session_id: session.id, client_reference: session.client_reference, customer_ref: session.customer_ref, subscription: null },
        deliverAfter,
      );
      return;
    }
    const trial = session.trial_days > 0;
    const end = trial ? new Date(now.getTime() + session.trial_days * dayMs) : periodEnd(now, session.interval as 'monthly' | 'annual');
    const sub = await db
      .insertInto('sandbox_subscriptions')
      .values({
        id: sandboxId('sub'),
        session_id: session.id,
        customer_ref: session.customer_ref,
        client_reference: session.client_reference,
        price_id: session.price_id,
        interval: session.interval,
        // The plan and its recurring add-ons renew together, as one subscription with several items.
        amount_cents: session.amount_cents + recurringExtras,
        currency: session.currency,
        status: trial ? 'trialing' : 'active',
        current_period_start: now,
        current_period_end: end,
        trial_end: trial ? end : null,
        card: card === 'three_d_secure' || card === 'slow' ? 'success' : card,
        card_last4: last4,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await emitter.emit(
      'checkout.completed',
      {
        session_id: session.id,
        client_reference: session.client_reference,
        customer_ref: session.customer_ref,
        subscription: subscriptionData(sub),
      },
      deliverAfter,
    );
    // The first invoice holds every line; during a trial only the one-time lines are charged.
    if (!trial)
      await emitter.emit(
        'invoice.updated',
        invoiceData({
          ...base,
          subscriptionId: sub.id,
          reason: 'subscription_create',
          paid: true,
          amountCents: sub.amount_cents + onceExtras,
        }),
        deliverAfter,
      );
    else if (onceExtras > 0)
      await emitter.emit(
        'invoice.updated',
        invoiceData({ ...base, subscriptionId: null, reason: 'one_time', paid: true, amountCents: onceExtras }),
        deliverAfter,
      );
  }

  async function fail(sessionId: string, failure: CheckoutFailure) {
    const session = (await findSession(sessionId))!;
    await db.updateTable('sandbox_sessions').set({ status: 'failed', failure }).where('id', '=', sessionId).execute();
    await emitter.emit('checkout.failed', { session_id: session.id, client_reference: session.client_reference, failure });
  }

  async function updateSubscription(id: string, changes: Updateable<SandboxSubscriptionsTable>) {
    const sub = await db.updateTable('sandbox_subscriptions').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await emitter.emit('subscription.updated', subscriptionData(sub));
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    supportsMultipleItems: true,
    async createCheckout(input) {
      const existing = await db
        .selectFrom('sandbox_sessions')
        .select('id')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (existing) return { sessionId: existing.id, url: `/sandbox-pay/${existing.id}` };
      await db
        .insertInto('sandbox_sessions')
        .values({
          id: sandboxId('cs'),
          idempotency_key: input.idempotencyKey,
          customer_ref: input.customerRef,
          client_reference: input.checkoutRef,
          price_id: input.price.id,
          interval: input.price.interval,
          amount_cents: input.price.amountCents,
          currency: input.price.currency,
          trial_days: input.trialDays,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const row = await db
        .selectFrom('sandbox_sessions')
        .select('id')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      const extras = input.extraItems ?? [];
      if (extras.length) {
        await db
          .insertInto('sandbox_session_items')
          .values(
            extras.map((item, i) => ({
              session_id: row.id,
              position: i + 1,
              price_id: item.id,
              interval: item.interval,
              amount_cents: item.amountCents,
            })),
          )
          .onConflict((oc) => oc.columns(['session_id', 'position']).doNothing())
          .execute();
      }
      return { sessionId: row.id, url: `/sandbox-pay/${row.id}` };
    },
    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      await once(idempotencyKey, () => updateSubscription(subscriptionId, { cancel_at_period_end: true }));
      await emitter.deliverDue();
    },
    async resume(subscriptionId, idempotencyKey) {
      await once(idempotencyKey, () => updateSubscription(subscriptionId, { cancel_at_period_end: false }));
      await emitter.deliverDue();
    },
    async changePlan(subscriptionId, price: CheckoutPrice, idempotencyKey) {
      await once(idempotencyKey, async () => {
        const sub = (await findSubscription(subscriptionId))!;
        const now = clock.now();
        const start = new Date(sub.current_period_start);
        const end = new Date(sub.current_period_end);
        const interval = price.interval as 'monthly' | 'annual';
        // Add-ons bought with the plan stay on the subscription: the new total carries them on.
        const newCents = price.amountCents + (await recurringExtrasCents(sub.session_id));
        let owed = 0;
        let period = { current_period_start: start, current_period_end: end };
        if (sub.status !== 'trialing') {
          if (interval !== sub.interval) {
            // A new cycle starts now: the new price, less what is left of the old period.
            const unused = -prorationCents({ oldCents: sub.amount_cents, newCents: 0, periodStart: start, periodEnd: end, now });
            owed = newCents - unused;
            period = { current_period_start: now, current_period_end: periodEnd(now, interval) };
          } else {
            owed = prorationCents({ oldCents: sub.amount_cents, newCents, periodStart: start, periodEnd: end, now });
          }
        }
        if (owed > 0 && !chargeSucceeds(sub.card)) throw new ChargeDeclinedError();
        await updateSubscription(subscriptionId, {
          price_id: price.id,
          amount_cents: newCents,
          interval,
          ...period,
          ...(sub.status === 'trialing' ? { current_period_end: end } : {}),
          credit_cents: owed < 0 ? sub.credit_cents - owed : sub.credit_cents,
        });
        if (owed > 0)
          await emitter.emit(
            'invoice.updated',
            invoiceData({
              customerRef: sub.customer_ref,
              subscriptionId: sub.id,
              priceId: price.id,
              reason: 'subscription_update',
              paid: true,
              amountCents: owed,
              currency: sub.currency,
              created: now,
            }),
          );
      });
      await emitter.deliverDue();
    },
    async paymentMethod(subscriptionId) {
      const sub = await findSubscription(subscriptionId);
      // Every sandbox test card is a Visa number.
      return sub ? { brand: 'visa', last4: sub.card_last4 } : null;
    },
    async createPaymentMethodUpdate({ subscriptionId, returnUrl, idempotencyKey }) {
      await db
        .insertInto('sandbox_setup_sessions')
        .values({ id: sandboxId('seti'), idempotency_key: idempotencyKey, subscription_id: subscriptionId, return_url: returnUrl })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const row = await db
        .selectFrom('sandbox_setup_sessions')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return { url: `/sandbox-pay/update/${row.id}` };
    },
    async savedCard(customerRef) {
      const sub = await findCardOf(customerRef);
      return sub?.card_last4 ? { brand: 'visa', last4: sub.card_last4 } : null;
    },
    async chargeSavedCard(input, beforeCharge) {
      const sub = await findCardOf(input.customerRef);
      if (!sub?.card_last4) return { sessionId: '', outcome: 'declined' };
      const { sessionId } = await provider.createCheckout({ ...input, customerEmail: '', trialDays: 0, successUrl: '', cancelUrl: '' });
      await beforeCharge(sessionId);
      const session = (await findSession(sessionId))!;
      // A retried click finds the charge already made (or refused) and reports it again.
      if (session.status === 'completed') return { sessionId, outcome: 'succeeded' };
      if (session.status === 'failed') return { sessionId, outcome: 'declined' };
      if (session.status === 'requires_action') return { sessionId, outcome: 'requires_action' };
      // Like Stripe's 4000 0025 0000 3155: this card asks for the customer on every charge.
      if (sub.card_last4 === '3155') {
        await db.updateTable('sandbox_sessions').set({ status: 'requires_action' }).where('id', '=', sessionId).execute();
        return { sessionId, outcome: 'requires_action' };
      }
      if (!chargeSucceeds(sub.card)) {
        await fail(sessionId, 'card_declined');
        await emitter.deliverDue();
        return { sessionId, outcome: 'declined' };
      }
      await complete(sessionId, sub.card as CardBehaviour, clock.now(), sub.card_last4);
      await emitter.deliverDue();
      return { sessionId, outcome: 'succeeded' };
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers[sandboxSignatureHeader];
      if (!isValidSandboxSignature(await webhookSecret(), rawBody, typeof header === 'string' ? header : undefined))
        throw new WebhookSignatureError('bad sandbox signature');
      try {
        return parseSandboxEvent(rawBody);
      } catch {
        throw new WebhookSignatureError('malformed sandbox event');
      }
    },
  };

  return {
    provider,
    findSession,
    findItems,
    findSubscription,
    /** The hosted page's "Pay": returns where to send the browser next, or an error to show on the page. */
    async pay(sessionId: string, cardNumber: string): Promise<{ redirect: string } | { error: 'unknown_card' | 'closed' }> {
      const session = await findSession(sessionId);
      if (!session || session.status !== 'open') return { error: 'closed' };
      const behaviour = cardBehaviour(cardNumber);
      if (!behaviour) return { error: 'unknown_card' };
      if (behaviour === 'decline' || behaviour === 'insufficient_funds') {
        await fail(sessionId, behaviour === 'decline' ? 'card_declined' : 'insufficient_funds');
        await emitter.deliverDue();
        return { redirect: session.cancel_url };
      }
      if (behaviour === 'three_d_secure') {
        await db.updateTable('sandbox_sessions').set({ status: 'requires_action', card: behaviour }).where('id', '=', sessionId).execute();
        return { redirect: `/sandbox-pay/${sessionId}/authenticate` };
      }
      if (behaviour === 'slow') {
        await emitter.emit('checkout.processing', { session_id: session.id, client_reference: session.client_reference });
        await complete(sessionId, behaviour, new Date(clock.now().getTime() + slowMs), lastFour(cardNumber));
      } else {
        await complete(sessionId, behaviour, clock.now(), lastFour(cardNumber));
      }
      await emitter.deliverDue();
      return { redirect: session.success_url };
    },
    /** The 3-D Secure-like step: the bank's "confirm" or "fail". */
    async authenticate(sessionId: string, approve: boolean): Promise<{ redirect: string } | { error: 'closed' }> {
      const session = await findSession(sessionId);
      if (!session || session.status !== 'requires_action') return { error: 'closed' };
      if (approve) await complete(sessionId, 'three_d_secure', clock.now(), '3155');
      else await fail(sessionId, 'authentication_failed');
      await emitter.deliverDue();
      return { redirect: approve ? session.success_url : session.cancel_url };
    },
    async cancelSession(sessionId: string): Promise<string | null> {
      const session = await findSession(sessionId);
      if (!session) return null;
      if (session.status === 'open' || session.status === 'requires_action') {
        await db.updateTable('sandbox_sessions').set({ status: 'canceled' }).where('id', '=', sessionId).execute();
        await emitter.emit('checkout.canceled', { session_id: session.id, client_reference: session.client_reference });
        await emitter.deliverDue();
      }
      return session.cancel_url;
    },
    findSetupSession: (id: string) => db.selectFrom('sandbox_setup_sessions').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * The hosted card-update page's "Save": the new card is checked with a zero-amount
     * authorisation; a declined one is refused and the old card stays.
     */
    async updateCard(
      setupId: string,
      cardNumber: string,
    ): Promise<{ redirect: string } | { error: 'unknown_card' | 'card_declined' | 'closed' }> {
      const setup = await db.selectFrom('sandbox_setup_sessions').selectAll().where('id', '=', setupId).executeTakeFirst();
      if (!setup || setup.status !== 'open') return { error: 'closed' };
      const behaviour = cardBehaviour(cardNumber);
      if (!behaviour) return { error: 'unknown_card' };
      if (behaviour === 'decline' || behaviour === 'insufficient_funds') return { error: 'card_declined' };
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sandbox_subscriptions')
          .set({ card: behaviour === 'three_d_secure' || behaviour === 'slow' ? 'success' : behaviour, card_last4: lastFour(cardNumber) })
          .where('id', '=', setup.subscription_id)
          .execute();
        await trx.updateTable('sandbox_setup_sessions').set({ status: 'completed' }).where('id', '=', setupId).execute();
      });
      return { redirect: withQuery(setup.return_url, 'card=updated') };
    },
    async cancelCardUpdate(setupId: string): Promise<string | null> {
      const setup = await db.selectFrom('sandbox_setup_sessions').selectAll().where('id', '=', setupId).executeTakeFirst();
      if (!setup) return null;
      if (setup.status === 'open')
        await db.updateTable('sandbox_setup_sessions').set({ status: 'canceled' }).where('id', '=', setupId).execute();
      return withQuery(setup.return_url, 'card=canceled');
    },
    /** Replaces the saved card of a subscription (tests use it to make renewals fail or succeed). */
    async setCard(subscriptionId: string, cardNumber: string) {
      const behaviour = cardBehaviour(cardNumber);
      if (!behaviour) throw new Error('unknown sandbox card');
      await db.updateTable('sandbox_subscriptions').set({ card: behaviour }).where('id', '=', subscriptionId).execute();
    },
    /** Renewals, retries and period-end cancellations due by the clock, then delivery of due events. */
    async tick() {
      await runSandboxRenewals(db, clock.now(), emitter);
      return emitter.deliverDue();
    },
    deliverDue: () => emitter.deliverDue(),
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
