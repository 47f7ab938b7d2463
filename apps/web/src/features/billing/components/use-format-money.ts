import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Building a currency formatter is costly (a price table needs dozens of prices): one per
// language and currency serves them all.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Integer cents as money in the reader's language (Cantonese as Hong Kong). */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : (i18n.resolvedLanguage ?? 'en');
  return useCallback((cents: number, currency: string) => formatterFor(locale, currency.toUpperCase()).format(cents / 100), [locale]);
}
