import { useTranslation } from 'react-i18next';

/** Dates in the interface language (Cantonese uses Hong Kong conventions). */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
