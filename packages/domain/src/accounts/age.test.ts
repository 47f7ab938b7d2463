import { describe, expect, it } from 'vitest';
import { ageOn, birthYearOptions, daysInMonth, isPlausibleBirthDate, needsParentalConsent } from './age.js';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('age from a birth month and year', () => {
  it('counts full years, taking the last day of the birth month as the birthday', () => {
    expect(ageOn({ year: 2013, month: 3 }, on('2026-03-30'))).toBe(12);
    expect(ageOn({ year: 2013, month: 3 }, on('2026-03-31'))).toBe(13);
    expect(ageOn({ year: 2013, month: 3 }, on('2026-04-01'))).toBe(13);
    expect(ageOn({ year: 2013, month: 4 }, on('2026-04-29'))).toBe(12);
    expect(ageOn({ year: 2013, month: 4 }, on('2026-04-30'))).toBe(13);
  });

  it('handles the year boundary', () => {
    expect(ageOn({ year: 2012, month: 12 }, on('2025-12-30'))).toBe(12);
    expect(ageOn({ year: 2012, month: 12 }, on('2025-12-31'))).toBe(13);
    expect(ageOn({ year: 2013, month: 1 }, on('2026-01-01'))).toBe(12);
    expect(ageOn({ year: 2013, month: 1 }, on('2026-01-31'))).toBe(13);
  });

  it('uses the UTC date of the clock', () => {
    expect(ageOn({ year: 2013, month: 3 }, new Date('2026-03-30T23:59:59Z'))).toBe(12);
    expect(ageOn({ year: 2013, month: 3 }, new Date('2026-03-31T00:00:00Z'))).toBe(13);
  });

  it('treats a leap day birthday as 1 March in common years and 29 February in leap years', () => {
    expect(daysInMonth(2012, 2)).toBe(29);
    expect(daysInMonth(2013, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    // Born February 2012 (a leap year): the latest possible birthday is the 29th.
    expect(ageOn({ year: 2012, month: 2 }, on('2025-02-28'))).toBe(12);
    expect(ageOn({ year: 2012, month: 2 }, on('2025-03-01'))).toBe(13);
    expect(ageOn({ year: 2012, month: 2 }, on('2024-02-28'))).toBe(11);
    expect(ageOn({ year: 2012, month: 2 }, on('2024-02-29'))).toBe(12);
    // Born February 2013 (common year): the 28th.
    expect(ageOn({ year: 2013, month: 2 }, on('2026-02-27'))).toBe(12);
    expect(ageOn({ year: 2013, month: 2 }, on('2026-02-28'))).toBe(13);
    expect(ageOn({ year: 2012, month: 2, day: 29 }, on('2028-02-29'))).toBe(16);
  });

  it('uses an exact day when one is known', () => {
    expect(ageOn({ year: 2013, month: 3, day: 1 }, on('2026-02-28'))).toBe(12);
    expect(ageOn({ year: 2013, month: 3, day: 1 }, on('2026-03-01'))).toBe(13);
  });

  it('needs a parent under 13 only', () => {
    expect(needsParentalConsent({ year: 2013, month: 3 }, on('2026-03-30'))).toBe(true);
    expect(needsParentalConsent({ year: 2013, month: 3 }, on('2026-03-31'))).toBe(false);
    expect(needsParentalConsent({ year: 1980, month: 6 }, on('2026-03-31'))).toBe(false);
    expect(needsParentalConsent({ year: 2026, month: 1 }, on('2026-03-31'))).toBe(true);
  });

  it('refuses dates in the future, impossible months and ages over 120', () => {
    const today = on('2026-03-15');
    expect(isPlausibleBirthDate({ year: 2026, month: 3 }, today)).toBe(true);
    expect(isPlausibleBirthDate({ year: 2026, month: 4 }, today)).toBe(false);
    expect(isPlausibleBirthDate({ year: 2027, month: 1 }, today)).toBe(false);
    expect(isPlausibleBirthDate({ year: 2000, month: 0 }, today)).toBe(false);
    expect(isPlausibleBirthDate({ year: 2000, month: 13 }, today)).toBe(false);
    expect(isPlausibleBirthDate({ year: 2000.5, month: 1 }, today)).toBe(false);
    expect(isPlausibleBirthDate({ year: 1906, month: 1 }, today)).toBe(true);
    expect(isPlausibleBirthDate({ year: 1905, month: 12 }, today)).toBe(false);
  });

  it('lists 121 years, newest first', () => {
    const years = birthYearOptions(on('2026-03-15'));
    expect(years).toHaveLength(121);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1906);
  });
});
