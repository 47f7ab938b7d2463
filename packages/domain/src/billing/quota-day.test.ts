import { describe, expect, it } from 'vitest';
import { quotaDay } from './quota-day.js';

describe('quota day', () => {
  it('counts UTC days and resets at the next UTC midnight', () => {
    const { day, resetsAt } = quotaDay(new Date('2026-03-01T23:59:59.000Z'));
    expect(day).toBe('2026-03-01');
    expect(resetsAt.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(quotaDay(new Date('2026-03-02T00:00:00.000Z')).day).toBe('2026-03-02');
  });
});
