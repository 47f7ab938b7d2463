import { describe, expect, it } from 'vitest';
import { SquareNotYetKnownError, toProviderEvent, type SquareRefs } from './square-events.js';
import type { SquareLinkRow, SquareNotification, SquareSubscription } from './square-objects.js';
import { isValidSquareSignature, signSquarePayload } from './square-signature.js';

const link: SquareLinkRow = {
  payment_link_id: 'LINK1',
  order_id: 'ORDER1',
  checkout_ref: 'chk-1',
  customer_ref: 'user-1',
  price_id: 'premium_monthly',
  square_customer_id: 'CUST1',
  first_invoice_id: null,
};
const monthly = { price_id: 'premium_monthly', trial_days: 0, interval: 'monthly' as const };
const note = (
  type: string,
  object: NonNullable<SquareNotification['data']>['object'],
  createdAt = '2026-03-10T12:00:00Z',
): SquareNotification => ({ type, event_id: 'evt-1', created_at: createdAt, data: { type: type.split('.')[0], id: 'x', object } });
const sub = (over: Partial<SquareSubscription> = {}): SquareSubscription => ({
  id: 'SUB1',
  customer_id: 'CUST1',
  plan_variation_id: 'VAR1',
  status: 'ACTIVE',
  start_date: '2026-03-01',
  charged_through_date: '2026-04-01',
  ...over,
});
const mapSub = (s: SquareSubscription, refs: SquareRefs = { variation: monthly, linkOfCustomer: link }, at?: string) =>
  toProviderEvent(note('subscription.updated', { subscription: s }, at), refs);

describe('Square subscription notifications', () => {
  it('become whole-state snapshots with our references and the paid-through period', () => {
    expect(mapSub(sub())).toEqual({
      id: 'evt-1',
      occurredAt: new Date('2026-03-10T12:00:00Z'),
      type: 'subscription.updated',
      subscription: {
        id: 'SUB1',
        customerRef: 'user-1',
        checkoutRef: 'chk-1',
        priceId: 'premium_monthly',
        status: 'active',
        currentPeriodStart: new Date('2026-03-01T00:00:00Z'),
        currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
        trialEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('read an ACTIVE subscription with a canceled_date as cancelling at period end, and CANCELED as over', () => {
    expect(mapSub(sub({ canceled_date: '2026-04-01' }))).toMatchObject({ subscription: { status: 'active', cancelAtPeriodEnd: true } });
    expect(mapSub(sub({ status: 'CANCELED', canceled_date: '2026-04-01' }))).toMatchObject({
      subscription: { status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: new Date('2026-04-01T00:00:00Z') },
    });
    expect(mapSub(sub({ status: 'DEACTIVATED' }))).toMatchObject({ subscription: { status: 'canceled' } });
    expect(mapSub(sub({ status: 'PAUSED' }))).toMatchObject({ subscription: { status: 'canceled' } });
  });

  it('are trialing during the free phase of a trial variation, then active', () => {
    const refs = { variation: { ...monthly, trial_days: 7 }, linkOfCustomer: link };
    const trial = sub({ start_date: '2026-03-08', charged_through_date: '2026-03-15' });
    expect(mapSub(trial, refs, '2026-03-10T00:00:00Z')).toMatchObject({
      subscription: { status: 'trialing', trialEnd: new Date('2026-03-15T00:00:00Z'), currentPeriodEnd: new Date('2026-03-15T00:00:00Z') },
    });
    const after = sub({ start_date: '2026-03-08', charged_through_date: '2026-04-15' });
    expect(mapSub(after, refs, '2026-03-16T00:00:00Z')).toMatchObject({
      subscription: {
        status: 'active',
        currentPeriodStart: new Date('2026-03-15T00:00:00Z'),
        currentPeriodEnd: new Date('2026-04-15T00:00:00Z'),
      },
    });
  });

  it('are unhandled for a plan variation that is not ours or a PENDING subscription', () => {
    expect(mapSub(sub(), { linkOfCustomer: link })).toEqual({
      id: 'evt-1',
      occurredAt: new Date('2026-03-10T12:00:00Z'),
      type: 'unhandled',
      providerType: 'subscription.updated',
    });
    expect(mapSub(sub({ status: 'PENDING' }))).toMatchObject({ type: 'unhandled' });
  });

  it('ask to be delivered again when the buyer of our variation is not known yet', () => {
    expect(() => mapSub(sub(), { variation: monthly })).toThrow(SquareNotYetKnownError);
  });
});

describe('Square invoice and payment notifications', () => {
  const invoice = {
    id: 'INV1',
    invoice_number: '0001',
    subscription_id: 'SUB1',
    primary_recipient: { customer_id: 'CUST1' },
    created_at: '2026-03-01T00:00:05Z',
    payment_requests: [
      { computed_amount_money: { amount: 1999, currency: 'USD' }, total_completed_amount_money: { amount: 1999, currency: 'USD' } },
    ],
  };

  it('map paid and failed charges, the first one as the subscription’s creation', () => {
    expect(toProviderEvent(note('invoice.payment_made', { invoice }), { linkOfCustomer: link, firstInvoice: true })).toMatchObject({
      type: 'invoice.updated',
      invoice: {
        id: 'INV1',
        number: '0001',
        customerRef: 'user-1',
        subscriptionId: 'SUB1',
        priceId: 'premium_monthly',
        reason: 'subscription_create',
        status: 'paid',
        amountCents: 1999,
        currency: 'usd',
      },
    });
    expect(
      toProviderEvent(note('invoice.scheduled_charge_failed', { invoice }), { linkOfCustomer: link, firstInvoice: false }),
    ).toMatchObject({ type: 'invoice.updated', invoice: { reason: 'subscription_cycle', status: 'failed', amountCents: 1999 } });
  });

  it('leave out a free invoice, retry one that may be ours, and ignore the rest', () => {
    const free = { ...invoice, payment_requests: [{ computed_amount_money: { amount: 0, currency: 'USD' } }] };
    expect(toProviderEvent(note('invoice.payment_made', { invoice: free }), { linkOfCustomer: link })).toMatchObject({ type: 'unhandled' });
    expect(() => toProviderEvent(note('invoice.payment_made', { invoice }), { awaitingPayment: true })).toThrow(SquareNotYetKnownError);
    expect(toProviderEvent(note('invoice.payment_made', { invoice }), { awaitingPayment: false })).toMatchObject({ type: 'unhandled' });
  });

  it('turn the payment of a link’s order into the checkout’s outcome', () => {
    const payment = (status: 'COMPLETED' | 'FAILED' | 'CANCELED' | 'APPROVED') =>
      toProviderEvent(note('payment.updated', { payment: { id: 'PAY1', status, order_id: 'ORDER1' } }), { linkOfOrder: link });
    expect(payment('COMPLETED')).toMatchObject({
      type: 'checkout.completed',
      sessionId: 'LINK1',
      checkoutRef: 'chk-1',
      customerRef: 'user-1',
      subscription: null,
    });
    expect(payment('FAILED')).toMatchObject({ type: 'checkout.failed', sessionId: 'LINK1', failure: 'card_declined' });
    expect(payment('CANCELED')).toMatchObject({ type: 'checkout.canceled', sessionId: 'LINK1' });
    expect(payment('APPROVED')).toMatchObject({ type: 'checkout.processing', sessionId: 'LINK1' });
    expect(toProviderEvent(note('payment.updated', { payment: { id: 'PAY2', status: 'COMPLETED', order_id: 'OTHER' } }), {})).toMatchObject(
      { type: 'unhandled' },
    );
  });

  it('give a one-time link’s completed payment as its paid receipt, and none for a subscription link', () => {
    const once = { ...link, price_id: 'exam_prep_pack_once' };
    const payment = {
      id: 'PAY1',
      status: 'COMPLETED' as const,
      order_id: 'ORDER1',
      receipt_number: 'R7',
      amount_money: { amount: 1499, currency: 'USD' },
      created_at: '2026-03-10T11:59:58Z',
    };
    expect(toProviderEvent(note('payment.updated', { payment }), { linkOfOrder: once, oneTimeOrder: true })).toMatchObject({
      type: 'checkout.completed',
      sessionId: 'LINK1',
      invoice: {
        id: 'PAY1',
        number: 'R7',
        customerRef: 'user-1',
        subscriptionId: null,
        priceId: 'exam_prep_pack_once',
        reason: 'one_time',
        status: 'paid',
        amountCents: 1499,
        currency: 'usd',
        createdAt: new Date('2026-03-10T11:59:58Z'),
      },
    });
    // The subscription's own invoices are its receipts.
    expect(toProviderEvent(note('payment.updated', { payment }), { linkOfOrder: link, oneTimeOrder: false })).not.toHaveProperty('invoice');
    expect(
      toProviderEvent(note('payment.updated', { payment: { ...payment, status: 'FAILED' } }), { linkOfOrder: once, oneTimeOrder: true }),
    ).not.toHaveProperty('invoice');
  });
});

describe('Square signatures', () => {
  const url = 'https://learn.example.test/api/billing/webhooks/square';
  it('are base64 HMAC-SHA256 of the notification URL and the raw body', () => {
    const signature = signSquarePayload('key-1', url, '{"a":1}');
    expect(isValidSquareSignature('key-1', url, '{"a":1}', signature)).toBe(true);
    expect(isValidSquareSignature('key-2', url, '{"a":1}', signature)).toBe(false);
    expect(isValidSquareSignature('key-1', `${url}/`, '{"a":1}', signature)).toBe(false);
    expect(isValidSquareSignature('key-1', url, '{"a": 1}', signature)).toBe(false);
    expect(isValidSquareSignature('key-1', url, '{"a":1}', undefined)).toBe(false);
    expect(isValidSquareSignature('key-1', url, '{"a":1}', signature.slice(0, 20))).toBe(false);
  });
});
