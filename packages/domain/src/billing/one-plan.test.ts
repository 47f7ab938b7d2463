import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayAddPlan, planEntry, type PlanHolding } from './one-plan.js';

const none: PlanHolding = { live: null, openCheckout: null };

describe('one plan per customer', () => {
  it('opens a checkout only when nothing is held or under way', () => {
    expect(planEntry(none, 'premium_monthly')).toBe('start');
    expect(planEntry({ live: null, openCheckout: { priceId: 'premium_monthly' } }, 'ultimate_monthly')).toBe('checkout_open');
    expect(planEntry({ live: { priceId: 'basic_monthly' }, openCheckout: null }, 'premium_monthly')).toBe('change_plan');
    expect(planEntry({ live: { priceId: 'basic_monthly' }, openCheckout: null }, 'basic_monthly')).toBe('same_plan');
  });

  it('adds a plan without checkout (claim, join) only beside no plan', () => {
    expect(mayAddPlan(none)).toBe(true);
    expect(mayAddPlan({ live: { priceId: 'basic_monthly' }, openCheckout: null })).toBe(false);
  });

  // Any sequence of attempts against one customer: applying only what the rule lets through never leaves two plans.
  it('never lets a second plan in, whatever the order of checkouts, claims, joins, cancels and deletions', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('checkout' as const),
        priceId: fc.constantFrom('basic_monthly', 'premium_monthly', 'ultimate_annual'),
      }),
      fc.record({ kind: fc.constantFrom('pay' as const, 'claim' as const, 'join' as const, 'cancel_ended' as const, 'delete' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let holding: PlanHolding = none;
        let plans = 0;
        let deleted = false;
        for (const s of steps) {
          if (deleted) break;
          if (s.kind === 'checkout' && planEntry(holding, s.priceId) === 'start')
            holding = { ...holding, openCheckout: { priceId: s.priceId } };
          if (s.kind === 'pay' && holding.openCheckout && mayAddPlan(holding)) {
            holding = { live: holding.openCheckout, openCheckout: null };
            plans += 1;
          }
          if ((s.kind === 'claim' || s.kind === 'join') && mayAddPlan(holding)) {
            holding = { ...holding, live: { priceId: 'premium_monthly' } };
            plans += 1;
          }
          if (s.kind === 'cancel_ended' && holding.live) {
            holding = { ...holding, live: null };
            plans -= 1;
          }
          if (s.kind === 'delete') {
            holding = none;
            plans = 0;
            deleted = true;
          }
          expect(plans).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
});
