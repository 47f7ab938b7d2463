import { describe, expect, it } from 'vitest';
import { quotasByTier } from '../billing/entitlements.js';
import { quotaDay, remainingQuestions } from './tutor-quota.js';

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
  it('counts UTC days and resets at the next UTC midnight', () => {
    const { day, resetsAt } = quotaDay(new Date('2026-03-01T23:59:59.000Z'));
    expect(day).toBe('2026-03-01');
    expect(resetsAt.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(quotaDay(new Date('2026-03-02T00:00:00.000Z')).day).toBe('2026-03-02');
  });
});
