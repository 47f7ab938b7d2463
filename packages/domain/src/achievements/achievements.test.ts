import { describe, expect, it } from 'vitest';
import { earnedAt, localDay, streaks, type BadgeRule } from './achievements.js';

const at = (iso: string) => new Date(iso);
const focus = (iso: string) => ({ kind: 'focus.session_completed', occurredAt: at(iso) });
const checkIn = (iso: string) => ({ kind: 'wellness.check_in', occurredAt: at(iso) });

describe('badge rules', () => {
  it('an events rule is earned at the event that reaches the threshold, whatever the order given', () => {
    const rule: BadgeRule = { id: 'x', kind: 'focus.session_completed', measure: 'events', threshold: 2 };
    const events = [focus('2026-11-03T10:00:00Z'), checkIn('2026-11-01T09:00:00Z'), focus('2026-11-01T10:00:00Z')];
    expect(earnedAt(rule, events, 0)).toEqual(at('2026-11-03T10:00:00Z'));
    expect(earnedAt({ ...rule, threshold: 3 }, events, 0)).toBeNull();
  });

  it('a days rule counts distinct days only', () => {
    const rule: BadgeRule = { id: 'x', kind: 'wellness.check_in', measure: 'days', threshold: 2 };
    expect(earnedAt(rule, [checkIn('2026-11-01T08:00:00Z'), checkIn('2026-11-01T20:00:00Z')], 0)).toBeNull();
    expect(earnedAt(rule, [checkIn('2026-11-01T08:00:00Z'), checkIn('2026-11-01T20:00:00Z'), checkIn('2026-11-05T07:00:00Z')], 0)).toEqual(
      at('2026-11-05T07:00:00Z'),
    );
  });

  it('a streak rule needs consecutive days in the learner’s time zone; a gap restarts it', () => {
    const rule: BadgeRule = { id: 'x', kind: null, measure: 'streak', threshold: 3 };
    const gap = [
      focus('2026-11-01T12:00:00Z'),
      checkIn('2026-11-02T12:00:00Z'),
      focus('2026-11-04T12:00:00Z'),
      focus('2026-11-05T12:00:00Z'),
    ];
    expect(earnedAt(rule, gap, 0)).toBeNull();
    expect(earnedAt(rule, [...gap, checkIn('2026-11-06T12:00:00Z')], 0)).toEqual(at('2026-11-06T12:00:00Z'));
    // 23:30 UTC on the 2nd is already the 3rd in UTC+2: with that offset the three days are in a row.
    const late = [focus('2026-11-01T12:00:00Z'), focus('2026-11-02T23:30:00Z'), focus('2026-11-03T12:00:00Z')];
    expect(earnedAt(rule, late, 0)).toEqual(at('2026-11-03T12:00:00Z'));
    expect(earnedAt(rule, late, 120)).toBeNull();
    expect(localDay(at('2026-11-02T23:30:00Z'), 120)).toBe('2026-11-03');
  });
});

describe('streaks', () => {
  const events = [
    focus('2026-11-01T12:00:00Z'),
    focus('2026-11-02T12:00:00Z'),
    focus('2026-11-03T12:00:00Z'),
    checkIn('2026-11-06T12:00:00Z'),
    checkIn('2026-11-07T12:00:00Z'),
  ];
  it('counts the current run up to today, or up to yesterday before today’s first activity', () => {
    expect(streaks(events, '2026-11-07', 0)).toEqual({ current: 2, longest: 3 });
    expect(streaks(events, '2026-11-08', 0)).toEqual({ current: 2, longest: 3 });
    expect(streaks(events, '2026-11-09', 0)).toEqual({ current: 0, longest: 3 });
    expect(streaks([], '2026-11-09', 0)).toEqual({ current: 0, longest: 0 });
  });
});
