import { describe, expect, it } from 'vitest';
import { entitlementsFor, featuresOfTier } from '@brainboost/domain/billing/entitlements';
import { freePracticePerDay, paidPracticePerDay, practicePerDay } from './practice-limit.js';
import { topicAccess, topicLocked } from './topic-access.js';

const now = new Date('2026-03-02T10:00:00Z');

describe('practice per day', () => {
  it.each([
    ['free', freePracticePerDay],
    ['basic', paidPracticePerDay],
    ['premium', paidPracticePerDay],
    ['ultimate', null],
  ] as const)('%s: %s', (tier, limit) => {
    expect(practicePerDay(featuresOfTier(tier))).toBe(limit);
  });

  it('gives a trial the paid number, not unlimited (ultimate-exclusive stays out of trials)', () => {
    const trial = entitlementsFor(
      [
        {
          status: 'trialing',
          plan_type: 'ultimate',
          created_at: now,
          current_period_end: null,
          trial_end: new Date(now.getTime() + 86_400_000),
          cancel_at_period_end: false,
        },
      ],
      now,
    );
    expect(practicePerDay(trial.features)).toBe(paidPracticePerDay);
  });
});

describe('topic access', () => {
  it('opens the first topic of each unit to everyone and the rest with premium content', () => {
    expect(topicAccess({ order: 1 })).toBe('free');
    expect(topicAccess({ order: 2 })).toBe('premium_content');
    expect(topicLocked({ order: 1 }, featuresOfTier('free'))).toBe(false);
    expect(topicLocked({ order: 2 }, featuresOfTier('free'))).toBe(true);
    expect(topicLocked({ order: 2 }, featuresOfTier('basic'))).toBe(true);
    expect(topicLocked({ order: 3 }, featuresOfTier('premium'))).toBe(false);
  });
});
