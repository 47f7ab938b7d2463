import { describe, expect, it } from 'vitest';
import { addDays, sleepRangeFor, weeklySummary } from './activity-summary.js';

describe('weekly sleep and activity summary', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-29', 6)).toBe('2027-01-04');
  });

  it('summarises the seven days ending on the given date and ignores others', () => {
    const logs = [
      { date: '2026-11-15', sleepHours: 4, activeMinutes: 500 }, // outside (8 days before)
      { date: '2026-11-16', sleepHours: 8, activeMinutes: 30 },
      { date: '2026-11-18', sleepHours: 7.5, activeMinutes: 60 },
      { date: '2026-11-20', sleepHours: 10.5, activeMinutes: null },
      { date: '2026-11-22', sleepHours: null, activeMinutes: 90 },
    ];
    expect(weeklySummary(logs, '2026-11-22', sleepRangeFor(true))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      daysLogged: 4,
      averageSleepHours: 8.7, // (8 + 7.5 + 10.5) / 3 = 8.666…
      nightsInRecommendedRange: 1, // only 8 is within 8–10
      totalActiveMinutes: 180,
      averageActiveMinutes: 60,
      activeDaysMeetingGoal: 2,
    });
    expect(weeklySummary(logs, '2026-11-22', sleepRangeFor(false)).nightsInRecommendedRange).toBe(1); // 10.5 within 9–12
  });

  it('an empty week has no averages', () => {
    expect(weeklySummary([], '2026-11-22', sleepRangeFor(false))).toMatchObject({
      daysLogged: 0,
      averageSleepHours: null,
      averageActiveMinutes: null,
      totalActiveMinutes: 0,
    });
  });
});
