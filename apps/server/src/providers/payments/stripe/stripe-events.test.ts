import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toProviderEvent } from './stripe-events.js';

const refs = { customer_ref: 'user-1', checkout_ref: 'checkout-1', price_id: 'premium_monthly' };
const event = (type: string, object: object) =>
  ({ id: 'evt_1', object: 'event', created: 1_800_000_000, type, data: { object } }) as unknown as Stripe.Event;
const subscription = (changes: object = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status: 'active',
  metadata: refs,
  cancel_at_period_end: false,
  cancel_at: null,
  trial_end: null,
  items: { data: [{ id: 'si_1', current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 }] },
  ...changes,
});
const invoice = (changes: object = {}) => ({
  id: 'in_1',
  number: 'A-0001',
  currency: 'usd',
  amount_paid: 1999,
  amount_due: 1999,
  billing_reason: 'subscription_cycle',
  created: 1_800_000_000,
  metadata: {},
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: refs } },
  ...changes,
});

describe('Stripe events as port events', () => {
  it('maps a subscription to a whole-state snapshot at the event’s created time', () => {
    expect(toProviderEvent(event('customer.subscription.updated', subscription({ status: 'trialing', trial_end: 1_800_604_800 })))).toEqual(
      {
        id: 'evt_1',
        occurredAt: new Date(1_800_000_000_000),
        type: 'subscription.updated',
        subscription: {
          id: 'sub_1',
          customerRef: 'user-1',
          checkoutRef: 'checkout-1',
          priceId: 'premium_monthly',
          status: 'trialing',
          currentPeriodStart: new Date(1_800_000_000_000),
          currentPeriodEnd: new Date(1_802_592_000_000),
          trialEnd: new Date(1_800_604_800_000),
          cancelAtPeriodEnd: false,
        },
      },
    );
  });

  it('ends access for Stripe’s stopped states and skips a first payment still in progress', () => {
    const status = (s: string) => {
      const e = toProviderEvent(event('customer.subscription.updated', subscription({ status: s })));
      return e.type === 'subscription.updated' ? e.subscription.status : e.type;
    };
    expect(['active', 'past_due', 'unpaid', 'paused', 'incomplete_expired', 'canceled', 'incomplete'].map(status)).toEqual([
      'active',
      'past_due',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'unhandled',
    ]);
  });

  it('treats a cancellation date set in the portal as cancel at period end', () => {
    const e = toProviderEvent(event('customer.subscription.updated', subscription({ cancel_at: 1_802_592_000 })));
    expect(e.type === 'subscription.updated' && e.subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('leaves subscriptions without our metadata alone', () => {
    expect(toProviderEvent(event('customer.subscription.created', subscription({ metadata: {} }))).type).toBe('unhandled');
  });

  it('maps paid and failed invoices with their amounts; a zero-amount trial invoice is not one', () => {
    expect(toProviderEvent(event('invoice.paid', invoice()))).toMatchObject({
      type: 'invoice.updated',
      invoice: {
        id: 'in_1',
        number: 'A-0001',
        customerRef: 'user-1',
        subscriptionId: 'sub_1',
        priceId: 'premium_monthly',
        reason: 'subscription_cycle',
        status: 'paid',
        amountCents: 1999,
        currency: 'usd',
      },
    });
    expect(toProviderEvent(event('invoice.payment_failed', invoice({ amount_paid: 0, amount_due: 2999 })))).toMatchObject({
      invoice: { status: 'failed', amountCents: 2999 },
    });
    expect(toProviderEvent(event('invoice.paid', invoice({ amount_paid: 0, billing_reason: 'subscription_create' }))).type).toBe(
      'unhandled',
    );
    // A one-time purchase's invoice carries our refs itself.
    expect(
      toProviderEvent(
        event('invoice.paid', invoice({ parent: null, billing_reason: 'manual', metadata: { ...refs, price_id: 'exam_prep_pack_once' } })),
      ),
    ).toMatchObject({ invoice: { reason: 'one_time', subscriptionId: null, priceId: 'exam_prep_pack_once' } });
  });

  it('maps Checkout sessions: paid, still processing, failed later, expired', () => {
    const session = { id: 'cs_1', client_reference_id: 'checkout-1', payment_status: 'paid', metadata: refs };
    expect(toProviderEvent(event('checkout.session.completed', session))).toMatchObject({
      type: 'checkout.completed',
      sessionId: 'cs_1',
      checkoutRef: 'checkout-1',
      customerRef: 'user-1',
      subscription: null,
    });
    expect(toProviderEvent(event('checkout.session.completed', { ...session, payment_status: 'unpaid' })).type).toBe('checkout.processing');
    expect(toProviderEvent(event('checkout.session.async_payment_succeeded', session)).type).toBe('checkout.completed');
    expect(toProviderEvent(event('checkout.session.async_payment_failed', session))).toMatchObject({
      type: 'checkout.failed',
      failure: 'card_declined',
    });
    expect(toProviderEvent(event('checkout.session.expired', session)).type).toBe('checkout.canceled');
    expect(toProviderEvent(event('checkout.session.completed', { ...session, client_reference_id: null })).type).toBe('unhandled');
  });

  it('maps an express checkout’s payment intent to completion with its receipt, or to a failure', () => {
    const intent = (changes: object = {}) => ({
      id: 'pi_1',
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1499,
      amount_received: 1499,
      currency: 'usd',
      created: 1_799_999_000,
      last_payment_error: null,
      metadata: { ...refs, price_id: 'exam_prep_pack_once', flow: 'express' },
      ...changes,
    });
    expect(toProviderEvent(event('payment_intent.succeeded', intent()))).toEqual({
      id: 'evt_1',
      occurredAt: new Date(1_800_000_000_000),
      type: 'checkout.completed',
      sessionId: 'pi_1',
      checkoutRef: 'checkout-1',
      customerRef: 'user-1',
      subscription: null,
      invoice: {
        id: 'pi_1',
        number: 'pi_1',
        customerRef: 'user-1',
        subscriptionId: null,
        priceId: 'exam_prep_pack_once',
        reason: 'one_time',
        status: 'paid',
        amountCents: 1499,
        currency: 'usd',
        createdAt: new Date(1_799_999_000_000),
      },
    });
    const failed = (error: object) =>
      toProviderEvent(
        event(
          'payment_intent.payment_failed',
          intent({ status: 'requires_payment_method', amount_received: 0, last_payment_error: error }),
        ),
      );
    expect(failed({ code: 'card_declined', decline_code: 'generic_decline' })).toMatchObject({
      type: 'checkout.failed',
      sessionId: 'pi_1',
      checkoutRef: 'checkout-1',
      failure: 'card_declined',
    });
    expect(failed({ code: 'card_declined', decline_code: 'insufficient_funds' })).toMatchObject({ failure: 'insufficient_funds' });
    expect(failed({ code: 'authentication_required', decline_code: 'authentication_required' })).toMatchObject({
      failure: 'authentication_failed',
    });
    expect(failed({ code: 'expired_card' })).toMatchObject({ failure: 'card_declined' });
    // A Checkout Session's own intent carries our refs but no express flow: the session events complete it.
    expect(toProviderEvent(event('payment_intent.succeeded', intent({ metadata: refs }))).type).toBe('unhandled');
    expect(toProviderEvent(event('payment_intent.payment_failed', intent({ metadata: refs }))).type).toBe('unhandled');
    expect(toProviderEvent(event('payment_intent.succeeded', intent({ metadata: { flow: 'express' } }))).type).toBe('unhandled');
  });

  it('stores other event types without acting on them', () => {
    expect(toProviderEvent(event('charge.refunded', {}))).toEqual({
      id: 'evt_1',
      occurredAt: new Date(1_800_000_000_000),
      type: 'unhandled',
      providerType: 'charge.refunded',
    });
  });
});
