import { describe, expect, it } from 'vitest';
import { lastDays } from './admin.service.js';

describe('lastDays', () => {
  it('gives the last UTC dates, oldest first, across a month and a year end', () => {
    expect(lastDays(new Date('2027-01-02T23:59:59.999Z'), 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(lastDays(new Date('2026-03-01T00:00:00.000Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('answers again from the same day and length, and anew when either changes', () => {
    const morning = lastDays(new Date('2026-11-27T01:00:00Z'), 30);
    expect(lastDays(new Date('2026-11-27T23:00:00Z'), 30)).toBe(morning);
    expect(Object.isFrozen(morning)).toBe(true);
    const nextDay = lastDays(new Date('2026-11-28T00:00:00Z'), 30);
    expect(nextDay.at(-1)).toBe('2026-11-28');
    expect(nextDay[0]).toBe('2026-10-30');
    expect(lastDays(new Date('2026-11-28T00:00:00Z'), 7)).toHaveLength(7);
    expect(lastDays(new Date('2026-11-28T12:00:00Z'), 30)).toEqual(nextDay);
  });
});
