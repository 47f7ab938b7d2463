import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a date or ISO string the way the reader's language writes dates (Cantonese as Hong Kong). */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : (i18n.resolvedLanguage ?? 'en');
  return useCallback(
    (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    [locale],
  );
}
