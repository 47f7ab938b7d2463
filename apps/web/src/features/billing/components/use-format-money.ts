import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Integer cents as money in the reader's language (Cantonese as Hong Kong). */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : (i18n.resolvedLanguage ?? 'en');
  return useCallback((cents: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100), [locale]);
}
