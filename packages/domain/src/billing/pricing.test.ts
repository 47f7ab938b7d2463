import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualSaving, periodEnd, prorationCents } from './pricing.js';

describe('annualSaving', () => {
  it('shows two months free on a ten-month annual price', () => {
    expect(annualSaving(1999, 19990)).toEqual({ cents: 3998, percent: 16 });
    expect(annualSaving(999, 9990)).toEqual({ cents: 1998, percent: 16 });
  });
  it('never reports a negative saving', () => {
    expect(annualSaving(1000, 13000)).toEqual({ cents: 0, percent: 0 });
    expect(annualSaving(0, 0)).toEqual({ cents: 0, percent: 0 });
  });
});

describe('prorationCents', () => {
  const periodStart = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-01-31T00:00:00Z');
  it('charges half the difference halfway through an upgrade', () => {
    expect(prorationCents({ oldCents: 999, newCents: 1999, periodStart, periodEnd: end, now: new Date('2026-01-16T00:00:00Z') })).toBe(
      1000 - 500,
    );
  });
  it('is a credit on a downgrade and nothing once the period is over', () => {
    expect(prorationCents({ oldCents: 2999, newCents: 999, periodStart, periodEnd: end, now: new Date('2026-01-16T00:00:00Z') })).toBe(
      500 - 1500,
    );
    expect(prorationCents({ oldCents: 999, newCents: 2999, periodStart, periodEnd: end, now: new Date('2026-02-10T00:00:00Z') })).toBe(0);
  });
  it('never owes more than the new price nor credits more than the old one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -5, max: 40 }),
        (oldCents, newCents, day) => {
          const now = new Date(periodStart.getTime() + day * 86_400_000);
          const cents = prorationCents({ oldCents, newCents, periodStart, periodEnd: end, now });
          expect(cents).toBeLessThanOrEqual(newCents);
          expect(cents).toBeGreaterThanOrEqual(-oldCents);
        },
      ),
    );
  });
});

describe('periodEnd', () => {
  it('adds calendar months and clamps to the month end', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T00:00:00Z'), 'monthly').toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'annual').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});
