import { describe, expect, it } from 'vitest';
import { prepaidCoverage, prepaidPeriods } from './prepaid-periods.js';

const at = (iso: string) => new Date(iso);

describe('prepaid periods', () => {
  it('a single monthly purchase runs one calendar month from its confirmation', () => {
    expect(prepaidPeriods([{ id: 'a', confirmedAt: at('2026-01-31T10:00:00Z'), cycle: 'monthly' }])).toEqual([
      { id: 'a', start: at('2026-01-31T10:00:00Z'), end: at('2026-02-28T10:00:00Z') },
    ]);
  });

  it('buying again before the end extends from the current end, not from the purchase', () => {
    const periods = prepaidPeriods([
      { id: 'a', confirmedAt: at('2026-03-01T00:00:00Z'), cycle: 'monthly' },
      { id: 'b', confirmedAt: at('2026-03-20T00:00:00Z'), cycle: 'annual' },
    ]);
    expect(periods[1]).toEqual({ id: 'b', start: at('2026-04-01T00:00:00Z'), end: at('2027-04-01T00:00:00Z') });
  });

  it('buying after the end starts a new period at the confirmation', () => {
    const periods = prepaidPeriods([
      { id: 'a', confirmedAt: at('2026-03-01T00:00:00Z'), cycle: 'monthly' },
      { id: 'b', confirmedAt: at('2026-05-10T00:00:00Z'), cycle: 'monthly' },
    ]);
    expect(periods[1]).toEqual({ id: 'b', start: at('2026-05-10T00:00:00Z'), end: at('2026-06-10T00:00:00Z') });
  });

  it('gives the same periods whatever order the confirmations arrive in', () => {
    const a = { id: 'a', confirmedAt: at('2026-03-01T00:00:00Z'), cycle: 'monthly' as const };
    const b = { id: 'b', confirmedAt: at('2026-03-02T00:00:00Z'), cycle: 'monthly' as const };
    const c = { id: 'c', confirmedAt: at('2026-03-03T00:00:00Z'), cycle: 'monthly' as const };
    expect(prepaidPeriods([c, a, b])).toEqual(prepaidPeriods([a, b, c]));
    expect(prepaidPeriods([a, b, c]).at(-1)!.end).toEqual(at('2026-06-01T00:00:00Z'));
  });

  it('coverage is the unbroken stretch the latest period belongs to', () => {
    expect(prepaidCoverage([])).toBeNull();
    const coverage = prepaidCoverage([
      { id: 'old', confirmedAt: at('2025-01-01T00:00:00Z'), cycle: 'monthly' },
      { id: 'a', confirmedAt: at('2026-03-01T00:00:00Z'), cycle: 'monthly' },
      { id: 'b', confirmedAt: at('2026-03-15T00:00:00Z'), cycle: 'monthly' },
    ]);
    expect(coverage).toEqual({ start: at('2026-03-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z'), lastId: 'b' });
  });
});
