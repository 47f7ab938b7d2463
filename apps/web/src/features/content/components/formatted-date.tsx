import { useTranslation } from 'react-i18next';

/** A YYYY-MM-DD date, written the way the reader's language writes dates. */
export function FormattedDate({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const date = new Date(`${value}T12:00:00Z`);
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : (i18n.resolvedLanguage ?? 'en');
  return <time dateTime={value}>{new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}</time>;
}
