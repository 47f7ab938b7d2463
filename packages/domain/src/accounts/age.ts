/** Below this age an account needs a parent's or guardian's consent (COPPA; GDPR-K where 13 applies). */
export const childAgeLimit = 13;

/** The oldest age the sign-up form offers, so a birth year list stays finite. */
export const maxAge = 120;

/** A date of birth as the sign-up form asks for it: month (1-12) and year; the day is optional. */
export type BirthDate = { year: number; month: number; day?: number };

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Full years of age on `today` (its UTC date). Without a day, the birthday is taken as the last
 * day of the month: the latest it could be, so someone is never counted older than they may be.
 * A 29 February birthday falls on 1 March in other years, for the same reason.
 */
export function ageOn(birth: BirthDate, today: Date): number {
  const day = birth.day ?? daysInMonth(birth.year, birth.month);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const date = today.getUTCDate();
  let birthdayMonth = birth.month;
  let birthdayDay = day;
  if (birthdayMonth === 2 && birthdayDay === 29 && !isLeapYear(year)) {
    birthdayMonth = 3;
    birthdayDay = 1;
  }
  const hadBirthday = month > birthdayMonth || (month === birthdayMonth && date >= birthdayDay);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/** A birth month and year that exist, are not in the future and give an age of at most `maxAge`. */
export function isPlausibleBirthDate(birth: BirthDate, today: Date): boolean {
  if (!Number.isInteger(birth.year) || !Number.isInteger(birth.month) || birth.month < 1 || birth.month > 12) return false;
  const nowYear = today.getUTCFullYear();
  const nowMonth = today.getUTCMonth() + 1;
  if (birth.year > nowYear || (birth.year === nowYear && birth.month > nowMonth)) return false;
  return nowYear - birth.year <= maxAge;
}

/** True when the person needs a parent's consent to have an account. */
export function needsParentalConsent(birth: BirthDate, today: Date): boolean {
  return ageOn(birth, today) < childAgeLimit;
}

/** The years the form lists, newest first. */
export function birthYearOptions(today: Date): number[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: maxAge + 1 }, (_, i) => year - i);
}
