import { describe, expect, it } from 'vitest';
import { parseCustomId, periodStartOf, toProviderEvent, type PaypalEventContext } from './paypal-events.js';

const plan = { paypalPlanId: 'P-1', priceId: 'premium_monthly', interval: 'monthly' as const, trialDays: 0 };
const ctx: PaypalEventContext = { plan, cancellation: null };
const subscription = (over: Record<string, unknown> = {}) => ({
  id: 'I-1',
  plan_id: 'P-1',
  status: 'ACTIVE',
  custom_id: 'user-1|checkout-1',
  start_time: '2026-03-01T10:00:00Z',
  status_update_time: '2026-03-01T10:00:05Z',
  billing_info: {
    next_billing_time: '2026-04-01T10:00:00Z',
    failed_payments_count: 0,
    cycle_executions: [{ tenure_type: 'REGULAR', cycles_completed: 1 }],
  },
  ...over,
});
const event = (eventType: string, resource: unknown) => ({
  id: 'WH-1',
  event_type: eventType,
  create_time: '2026-03-01T10:00:06Z',
  resource: resource as Record<string, unknown>,
});

describe('PayPal events in the port’s terms', () => {
  it('reads our references from custom_id', () => {
    expect(parseCustomId('guest:6f1c|chk')).toEqual({ customerRef: 'guest:6f1c', checkoutRef: 'chk' });
    expect(parseCustomId('no-separator')).toBeNull();
    expect(parseCustomId(undefined)).toBeNull();
  });

  it('ACTIVATED completes the checkout with the subscription, timed by the event’s create_time', () => {
    expect(toProviderEvent(event('BILLING.SUBSCRIPTION.ACTIVATED', subscription()), ctx)).toEqual({
      id: 'WH-1',
      occurredAt: new Date('2026-03-01T10:00:06Z'),
      type: 'checkout.completed',
      sessionId: 'I-1',
      checkoutRef: 'checkout-1',
      customerRef: 'user-1',
      subscription: {
        id: 'I-1',
        customerRef: 'user-1',
        checkoutRef: 'checkout-1',
        priceId: 'premium_monthly',
        status: 'active',
        currentPeriodStart: new Date('2026-03-01T10:00:00Z'),
        currentPeriodEnd: new Date('2026-04-01T10:00:00Z'),
        trialEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('a trial plan with no regular cycle paid yet is trialing until the next billing time', () => {
    const trial = subscription({
      billing_info: {
        next_billing_time: '2026-03-08T10:00:00Z',
        cycle_executions: [
          { tenure_type: 'TRIAL', cycles_completed: 0 },
          { tenure_type: 'REGULAR', cycles_completed: 0 },
        ],
      },
    });
    const mapped = toProviderEvent(event('BILLING.SUBSCRIPTION.UPDATED', trial), { plan: { ...plan, trialDays: 7 }, cancellation: null });
    expect(mapped).toMatchObject({
      type: 'subscription.updated',
      subscription: {
        status: 'trialing',
        trialEnd: new Date('2026-03-08T10:00:00Z'),
        currentPeriodStart: new Date('2026-03-01T10:00:00Z'),
      },
    });
  });

  it('failed payments make it past_due; PayPal suspending on its own ends it; our suspension is a cancel at period end', () => {
    const failed = subscription({ billing_info: { next_billing_time: '2026-04-01T10:00:00Z', failed_payments_count: 2 } });
    expect(toProviderEvent(event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', failed), ctx)).toMatchObject({
      type: 'subscription.updated',
      subscription: { status: 'past_due' },
    });
    const suspended = subscription({ status: 'SUSPENDED' });
    expect(toProviderEvent(event('BILLING.SUBSCRIPTION.SUSPENDED', suspended), ctx)).toMatchObject({
      subscription: { status: 'canceled', cancelAtPeriodEnd: false },
    });
    const periodEnd = new Date('2026-04-01T10:00:00Z');
    expect(
      toProviderEvent(event('BILLING.SUBSCRIPTION.SUSPENDED', suspended), { plan, cancellation: { periodEnd, trialEnd: null } }),
    ).toMatchObject({
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: periodEnd,
        currentPeriodStart: new Date('2026-03-01T10:00:00Z'),
      },
    });
  });

  it('cancelled and expired subscriptions are canceled', () => {
    for (const [type, status] of [
      ['BILLING.SUBSCRIPTION.CANCELLED', 'CANCELLED'],
      ['BILLING.SUBSCRIPTION.EXPIRED', 'EXPIRED'],
    ] as const)
      expect(toProviderEvent(event(type, subscription({ status })), ctx)).toMatchObject({
        type: 'subscription.updated',
        subscription: { status: 'canceled', currentPeriodEnd: new Date('2026-03-01T10:00:05Z') },
      });
  });

  it('subscriptions not yet approved, not of our plans or without our references are unhandled', () => {
    expect(toProviderEvent(event('BILLING.SUBSCRIPTION.CREATED', subscription({ status: 'APPROVAL_PENDING' })), ctx)).toMatchObject({
      type: 'unhandled',
    });
    expect(toProviderEvent(event('BILLING.SUBSCRIPTION.ACTIVATED', subscription()), { plan: null, cancellation: null })).toMatchObject({
      type: 'unhandled',
      providerType: 'BILLING.SUBSCRIPTION.ACTIVATED',
    });
    expect(toProviderEvent(event('BILLING.SUBSCRIPTION.ACTIVATED', subscription({ custom_id: undefined })), ctx)).toMatchObject({
      type: 'unhandled',
    });
  });

  it('subscription sales become paid or failed invoices in integer cents', () => {
    const sale = {
      id: 'SALE-1',
      amount: { total: '199.90', currency: 'USD' },
      billing_agreement_id: 'I-1',
      custom: 'user-1|checkout-1',
      create_time: '2026-03-01T10:00:07Z',
    };
    expect(toProviderEvent(event('PAYMENT.SALE.COMPLETED', sale), ctx)).toMatchObject({
      type: 'invoice.updated',
      invoice: {
        id: 'SALE-1',
        customerRef: 'user-1',
        subscriptionId: 'I-1',
        status: 'paid',
        amountCents: 19990,
        currency: 'usd',
        createdAt: new Date('2026-03-01T10:00:07Z'),
      },
    });
    expect(toProviderEvent(event('PAYMENT.SALE.DENIED', { ...sale, amount: { total: '9.9', currency: 'USD' } }), ctx)).toMatchObject({
      invoice: { status: 'failed', amountCents: 990 },
    });
    expect(toProviderEvent(event('PAYMENT.SALE.COMPLETED', { ...sale, billing_agreement_id: undefined }), ctx)).toMatchObject({
      type: 'unhandled',
    });
  });

  it('a subscription’s first sale is its creation, later ones renewals', () => {
    const sale = {
      id: 'SALE-1',
      amount: { total: '19.99', currency: 'USD' },
      billing_agreement_id: 'I-1',
      custom: 'user-1|checkout-1',
      create_time: '2026-03-01T10:00:07Z',
    };
    expect(toProviderEvent(event('PAYMENT.SALE.COMPLETED', sale), { ...ctx, firstSale: true })).toMatchObject({
      invoice: { reason: 'subscription_create' },
    });
    expect(toProviderEvent(event('PAYMENT.SALE.COMPLETED', sale), { ...ctx, firstSale: false })).toMatchObject({
      invoice: { reason: 'subscription_cycle' },
    });
    expect(toProviderEvent(event('PAYMENT.SALE.COMPLETED', sale), ctx)).toMatchObject({ invoice: { reason: 'subscription_cycle' } });
  });

  it('orders: approved is processing, a completed capture completes the checkout, a denied one fails it', () => {
    expect(
      toProviderEvent(
        event('CHECKOUT.ORDER.APPROVED', { id: 'O-1', status: 'APPROVED', purchase_units: [{ reference_id: 'checkout-1' }] }),
        ctx,
      ),
    ).toMatchObject({ type: 'checkout.processing', sessionId: 'O-1', checkoutRef: 'checkout-1' });
    const capture = {
      id: 'C-1',
      custom_id: 'user-1|checkout-1',
      amount: { value: '14.99', currency_code: 'USD' },
      create_time: '2026-03-01T10:00:04Z',
      supplementary_data: { related_ids: { order_id: 'O-1' } },
    };
    expect(toProviderEvent(event('PAYMENT.CAPTURE.COMPLETED', capture), ctx)).toEqual({
      id: 'WH-1',
      occurredAt: new Date('2026-03-01T10:00:06Z'),
      type: 'checkout.completed',
      sessionId: 'O-1',
      checkoutRef: 'checkout-1',
      customerRef: 'user-1',
      subscription: null,
      // The capture is the one-time receipt.
      invoice: {
        id: 'C-1',
        number: 'C-1',
        customerRef: 'user-1',
        subscriptionId: null,
        priceId: null,
        reason: 'one_time',
        status: 'paid',
        amountCents: 1499,
        currency: 'usd',
        createdAt: new Date('2026-03-01T10:00:04Z'),
      },
    });
    // A capture without its amount still completes the checkout, with no receipt.
    expect(toProviderEvent(event('PAYMENT.CAPTURE.COMPLETED', { ...capture, amount: undefined }), ctx)).not.toHaveProperty('invoice');
    expect(toProviderEvent(event('PAYMENT.CAPTURE.DENIED', capture), ctx)).toMatchObject({
      type: 'checkout.failed',
      failure: 'card_declined',
    });
    expect(toProviderEvent(event('PAYMENT.CAPTURE.COMPLETED', { id: 'C-2' }), ctx)).toMatchObject({ type: 'unhandled' });
  });

  it('a period starts one month or one year before it ends', () => {
    expect(periodStartOf(new Date('2026-03-31T00:00:00Z'), 'annual')).toEqual(new Date('2025-03-31T00:00:00Z'));
    expect(periodStartOf(new Date('2026-04-15T00:00:00Z'), 'monthly')).toEqual(new Date('2026-03-15T00:00:00Z'));
  });
});
