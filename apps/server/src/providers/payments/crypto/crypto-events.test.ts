import { describe, expect, it } from 'vitest';
import { prepaidSubscriptionId, toProviderEvent } from './crypto-events.js';
import type { CryptoCharge } from './crypto-ledger.js';
import { decimalAmount, parseCryptoDelivery, type CryptoWireEvent } from './crypto-wire.js';
import { cryptoSignature, isValidCryptoSignature } from './crypto-signature.js';

const user = '3f0c4c3e-1111-4222-8333-444455556666';
const at = (iso: string) => new Date(iso);
const charge = (over: Partial<CryptoCharge> = {}): CryptoCharge => ({
  idempotency_key: 'checkout:c1',
  checkout_ref: 'c1',
  customer_ref: user,
  price_id: 'premium_monthly',
  interval: 'monthly',
  amount_cents: 1999,
  currency: 'usd',
  claimed_at: at('2026-03-01T00:00:00Z'),
  charge_id: 'ch_1',
  charge_code: 'CODE1',
  hosted_url: 'https://pay.example.test/CODE1',
  confirmed_at: at('2026-03-01T10:00:00Z'),
  created_at: at('2026-03-01T00:00:00Z'),
  ...over,
});
const event = (type: string, over: Partial<CryptoWireEvent['data']> = {}, createdAt = '2026-03-01T10:00:00Z'): CryptoWireEvent => ({
  id: `evt_${type}`,
  type,
  created_at: createdAt,
  data: {
    id: 'ch_1',
    code: 'CODE1',
    metadata: { checkout_ref: 'c1', customer_ref: user, price_id: 'premium_monthly' },
    payments: [],
    ...over,
  },
});
const now = at('2026-03-02T00:00:00Z');

describe('crypto charge events as port events', () => {
  it('pending and delayed are processing; created is stored only', () => {
    expect(toProviderEvent(event('charge:pending'), null)).toMatchObject({
      type: 'checkout.processing',
      sessionId: 'ch_1',
      checkoutRef: 'c1',
      occurredAt: at('2026-03-01T10:00:00Z'),
    });
    expect(toProviderEvent(event('charge:delayed'), null)).toMatchObject({ type: 'checkout.processing' });
    expect(toProviderEvent(event('charge:created'), null)).toMatchObject({ type: 'unhandled', providerType: 'charge:created' });
  });

  it('failed with a payment is underpaid; failed without one expired unpaid', () => {
    expect(toProviderEvent(event('charge:failed', { payments: [{}] }), null)).toMatchObject({
      type: 'checkout.failed',
      failure: 'insufficient_funds',
    });
    expect(toProviderEvent(event('charge:failed'), null)).toMatchObject({ type: 'checkout.canceled', sessionId: 'ch_1' });
  });

  it('a charge without our metadata, or a confirmation of a charge not in the ledger, is stored only', () => {
    expect(toProviderEvent(event('charge:pending', { metadata: null }), null).type).toBe('unhandled');
    expect(toProviderEvent(event('charge:confirmed'), null).type).toBe('unhandled');
  });

  it('a confirmed plan charge is a prepaid month set to end, with its receipt', () => {
    const mine = charge();
    const mapped = toProviderEvent(event('charge:confirmed'), { charge: mine, planCharges: [mine], now });
    expect(mapped).toMatchObject({
      type: 'checkout.completed',
      sessionId: 'ch_1',
      checkoutRef: 'c1',
      customerRef: user,
      subscription: {
        id: prepaidSubscriptionId(user),
        priceId: 'premium_monthly',
        status: 'active',
        currentPeriodStart: at('2026-03-01T10:00:00Z'),
        currentPeriodEnd: at('2026-04-01T10:00:00Z'),
        trialEnd: null,
        cancelAtPeriodEnd: true,
      },
      invoice: {
        id: 'ch_1',
        number: 'CODE1',
        amountCents: 1999,
        currency: 'usd',
        reason: 'subscription_create',
        status: 'paid',
        subscriptionId: prepaidSubscriptionId(user),
      },
    });
  });

  it('an earlier confirmation delivered after a later one carries the later time, so it is not taken for stale', () => {
    const early = charge();
    const late = charge({
      charge_id: 'ch_2',
      checkout_ref: 'c2',
      confirmed_at: at('2026-03-05T00:00:00Z'),
      interval: 'annual',
      price_id: 'premium_annual',
    });
    const mapped = toProviderEvent(event('charge:confirmed'), { charge: early, planCharges: [late, early], now });
    expect(mapped.occurredAt).toEqual(at('2026-03-05T00:00:00Z'));
    expect(mapped).toMatchObject({
      subscription: {
        priceId: 'premium_annual',
        currentPeriodStart: at('2026-03-01T10:00:00Z'),
        currentPeriodEnd: at('2027-04-01T10:00:00Z'),
      },
      invoice: { reason: 'subscription_cycle' },
    });
  });

  it('a period already over when its confirmation arrives is a canceled snapshot', () => {
    const mine = charge();
    expect(toProviderEvent(event('charge:resolved'), { charge: mine, planCharges: [mine], now: at('2026-05-01T00:00:00Z') })).toMatchObject(
      { subscription: { status: 'canceled' } },
    );
  });

  it('a one-time product completes with a one_time receipt and no subscription', () => {
    const once = charge({ interval: 'once', price_id: 'exam_prep_pack_once', amount_cents: 1499 });
    expect(toProviderEvent(event('charge:confirmed'), { charge: once, planCharges: [], now })).toMatchObject({
      type: 'checkout.completed',
      subscription: null,
      invoice: { reason: 'one_time', subscriptionId: null, amountCents: 1499 },
    });
  });
});

describe('crypto wire', () => {
  it('signs the exact bytes and compares in constant time', () => {
    const body = '{"event":{}}';
    const signature = cryptoSignature(body, 'secret-secret-secret');
    expect(isValidCryptoSignature(body, signature, 'secret-secret-secret')).toBe(true);
    expect(isValidCryptoSignature(`${body} `, signature, 'secret-secret-secret')).toBe(false);
    expect(isValidCryptoSignature(body, signature.toUpperCase(), 'secret-secret-secret')).toBe(true);
    expect(isValidCryptoSignature(body, signature.slice(2), 'secret-secret-secret')).toBe(false);
    expect(isValidCryptoSignature(body, [signature, signature], 'secret-secret-secret')).toBe(false);
    expect(isValidCryptoSignature(body, undefined, 'secret-secret-secret')).toBe(false);
  });

  it('parses a delivery and refuses anything else', () => {
    expect(parseCryptoDelivery(JSON.stringify({ id: 1, event: event('charge:pending') }))).toMatchObject({
      id: 'evt_charge:pending',
      type: 'charge:pending',
    });
    expect(parseCryptoDelivery('not json')).toBeNull();
    expect(
      parseCryptoDelivery(JSON.stringify({ event: { id: 'x', type: 'charge:pending', created_at: 'yesterday', data: { id: 'c' } } })),
    ).toBeNull();
  });

  it('writes cents as the API decimal string', () => {
    expect([decimalAmount(1999), decimalAmount(19990), decimalAmount(5), decimalAmount(0)]).toEqual(['19.99', '199.90', '0.05', '0.00']);
  });
});
