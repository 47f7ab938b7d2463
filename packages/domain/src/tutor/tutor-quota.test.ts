import { describe, expect, it } from 'vitest';
import { quotasByTier } from '../billing/entitlements.js';
import { remainingQuestions } from './tutor-quota.js';

describe('tutor quota', () => {
  it('gives a free user the table’s questions a day, then none', () => {
    const limit = quotasByTier.free.questionsPerDay!;
    expect(limit).toBe(10);
    expect(remainingQuestions(quotasByTier.free, 0)).toBe(10);
    expect(remainingQuestions(quotasByTier.free, limit - 1)).toBe(1);
    expect(remainingQuestions(quotasByTier.free, limit)).toBe(0);
    expect(remainingQuestions(quotasByTier.free, limit + 3)).toBe(0);
  });
  it('never limits basic and up', () => {
    for (const tier of ['basic', 'premium', 'ultimate'] as const) {
      expect(remainingQuestions(quotasByTier[tier], 10_000)).toBeNull();
    }
  });
});
