import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessTypeOf,
  currentSubscription,
  entitlementsFor,
  features,
  featuresOfTier,
  quotasByTier,
  tierOfPlan,
  tiers,
  trialState,
  ultimateExclusiveFeatures,
  type SubscriptionRow,
} from './entitlements.js';

const now = new Date('2026-11-22T12:00:00Z');
const sub = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  status: 'active',
  plan_type: 'basic',
  created_at: new Date('2026-10-01T00:00:00Z'),
  current_period_end: new Date('2026-12-01T00:00:00Z'),
  trial_end: null,
  cancel_at_period_end: false,
  ...over,
});

describe('entitlements table', () => {
  it('gives the free tier exactly the always-allowed features', () => {
    expect([...featuresOfTier('free')].sort()).toEqual([
      'basic_content',
      'basic_homework_help',
      'free_flashcards',
      'limited_ai',
      'subject_browse',
    ]);
  });

  it('adds the spec features at each tier', () => {
    expect(featuresOfTier('basic').has('worksheet_help')).toBe(true);
    expect(featuresOfTier('basic').has('advanced_ai')).toBe(false);
    expect(featuresOfTier('premium').has('ai_conversation')).toBe(true);
    expect(featuresOfTier('premium').has('homework_solution')).toBe(false);
    expect(featuresOfTier('ultimate').size).toBe(features.length);
  });

  it('every tier includes the tier below (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: tiers.length - 1 }), fc.constantFrom(...features), (i, feature) => {
        const lower = featuresOfTier(tiers[i - 1]!);
        const higher = featuresOfTier(tiers[i]!);
        if (lower.has(feature)) expect(higher.has(feature)).toBe(true);
        expect(higher.size).toBeGreaterThan(lower.size);
      }),
    );
  });

  it('quotas never shrink going up a tier', () => {
    for (let i = 1; i < tiers.length; i++) {
      const [lower, higher] = [quotasByTier[tiers[i - 1]!], quotasByTier[tiers[i]!]];
      expect(higher.worksheetUploadsPerMonth).toBeGreaterThanOrEqual(lower.worksheetUploadsPerMonth);
      if (lower.questionsPerDay === null) expect(higher.questionsPerDay).toBeNull();
    }
  });
});

describe('tier and role from records', () => {
  it.each([
    ['basic', 'basic'],
    ['ultimate', 'ultimate'],
    ['family', 'premium'],
    ['platinum', 'free'],
    [null, 'free'],
  ])('plan %j is tier %s', (plan, tier) => expect(tierOfPlan(plan)).toBe(tier));

  it('defaults the role to student', () => {
    expect(accessTypeOf(undefined)).toBe('student');
    expect(accessTypeOf('superuser')).toBe('student');
    expect(accessTypeOf('master')).toBe('master');
  });

  it('uses only the newest active subscription', () => {
    const older = sub({ plan_type: 'ultimate', created_at: new Date('2026-01-01') });
    const newer = sub({ plan_type: 'basic', created_at: new Date('2026-06-01') });
    const cancelled = sub({ plan_type: 'premium', status: 'canceled', created_at: new Date('2026-09-01') });
    expect(currentSubscription([older, cancelled, newer])).toBe(newer);
    expect(entitlementsFor([older, cancelled, newer], now).tier).toBe('basic');
    expect(entitlementsFor([cancelled], now).tier).toBe('free');
    expect(entitlementsFor([], now).tier).toBe('free');
  });
});

describe('trials', () => {
  it('counts days left rounded up, and none once past', () => {
    expect(trialState(new Date(now.getTime() + 1), now)).toEqual({ active: true, daysLeft: 1 });
    expect(trialState(new Date(now.getTime() + 3 * 86_400_000), now)).toEqual({ active: true, daysLeft: 3 });
    expect(trialState(new Date(now.getTime() + 3 * 86_400_000 + 1), now)).toEqual({ active: true, daysLeft: 4 });
    expect(trialState(now, now)).toEqual({ active: false, daysLeft: null });
    expect(trialState(null, now)).toEqual({ active: false, daysLeft: null });
  });

  it('grants premium except export_data while active', () => {
    const e = entitlementsFor([sub({ plan_type: 'free', status: 'trialing', trial_end: new Date('2026-11-29T00:00:00Z') })], now);
    expect(e.features.has('ai_conversation')).toBe(true);
    expect(e.features.has('export_data')).toBe(false);
    expect(e.trial.daysLeft).toBe(7);
  });

  it('never grants ultimate_exclusive or export_data through a trial (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('free', 'basic', 'premium', 'ultimate', 'family', 'bogus', null),
        fc.integer({ min: 1, max: 60 * 86_400_000 }),
        (plan, ms) => {
          const e = entitlementsFor([sub({ plan_type: plan, status: 'trialing', trial_end: new Date(now.getTime() + ms) })], now);
          for (const f of ultimateExclusiveFeatures) expect(e.features.has(f)).toBe(false);
          expect(e.features.has('export_data')).toBe(false);
          expect(e.features.has('ai_conversation')).toBe(true);
        },
      ),
    );
  });

  it('reports the cancelled flag from cancel_at_period_end', () => {
    expect(entitlementsFor([sub({ cancel_at_period_end: true })], now).cancelAtPeriodEnd).toBe(true);
  });
});
