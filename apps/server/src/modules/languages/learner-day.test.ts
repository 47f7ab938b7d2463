import { describe, expect, it } from 'vitest';
import { localDay } from '@brainboost/domain/achievements/achievements';
import { learnerDay, nextLearnerMidnight, utcOffsetAt } from './learner-day.js';

const at = (iso: string) => new Date(iso);
const newYork = { timeZone: 'America/New_York' };

describe('learner day', () => {
  it('reads a time zone’s offset at an instant, daylight saving included', () => {
    expect(utcOffsetAt(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(utcOffsetAt(at('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetAt(at('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetAt(at('2026-01-15T12:00:00Z'), 'Pacific/Chatham')).toBe(825);
    expect(utcOffsetAt(at('2026-01-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('gives the same day as achievements and the dashboard for a UTC offset', () => {
    for (const iso of ['2026-03-08T04:30:00Z', '2026-12-31T23:59:59Z', '2026-06-15T00:00:00Z'])
      for (const offset of [-600, -300, 0, 330, 840])
        expect(learnerDay(at(iso), { utcOffsetMinutes: offset })).toBe(localDay(at(iso), offset));
  });

  it('changes day at the learner’s midnight, not at UTC midnight', () => {
    expect(learnerDay(at('2026-03-08T04:30:00Z'), newYork)).toBe('2026-03-07');
    expect(learnerDay(at('2026-03-08T05:30:00Z'), newYork)).toBe('2026-03-08');
    expect(learnerDay(at('2026-03-07T16:00:00Z'), { timeZone: 'Asia/Tokyo' })).toBe('2026-03-08');
  });

  it('follows daylight saving: the spring-forward day lasts 23 hours, the fall-back day 25', () => {
    // 8 March 2026: New York moves from UTC−5 to UTC−4 at 2 a.m.
    expect(nextLearnerMidnight(at('2026-03-07T12:00:00Z'), newYork).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(nextLearnerMidnight(at('2026-03-08T12:00:00Z'), newYork).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // 1 November 2026: back to UTC−5.
    expect(nextLearnerMidnight(at('2026-10-31T12:00:00Z'), newYork).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nextLearnerMidnight(at('2026-11-01T12:00:00Z'), newYork).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Late on the fall-back day, after the clocks went back, it is still 1 November.
    expect(learnerDay(at('2026-11-02T04:30:00Z'), newYork)).toBe('2026-11-01');
    expect(nextLearnerMidnight(at('2026-03-29T12:00:00Z'), { timeZone: 'Europe/London' }).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('a fixed offset has a midnight every 24 hours', () => {
    expect(nextLearnerMidnight(at('2026-03-08T12:00:00Z'), { utcOffsetMinutes: 330 }).toISOString()).toBe('2026-03-08T18:30:00.000Z');
  });
});
