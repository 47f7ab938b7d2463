import type { Locale } from '@brainboost/domain/i18n/locales';

/** An amount in a currency's minor units (cents), written as the reader's language writes money. */
export function formatAmount(locale: Locale, minorUnits: number, currency: string) {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  // Not every currency has cents (JPY has none): the minor unit follows the currency.
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/** A day, in the reader's language, in UTC (the day the provider dated it). */
export function formatDay(locale: Locale, at: Date | string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));
}

/** The catalog's product of a price id (`premium_annual` → `premium`). */
export const productOfPrice = (priceId: string) => priceId.replace(/_(monthly|annual|once)$/, '');
