import { useTranslation } from 'react-i18next';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** "in 10 minutes", "in 3 days" in the interface language, rounded to the unit that reads naturally. */
export function useFormatInterval() {
  const { i18n } = useTranslation();
  const format = new Intl.RelativeTimeFormat(i18n.resolvedLanguage ?? 'en', { numeric: 'always' });
  return (ms: number) => {
    if (ms < hour) return format.format(Math.max(1, Math.round(ms / minute)), 'minute');
    if (ms < day) return format.format(Math.round(ms / hour), 'hour');
    if (ms < 60 * day) return format.format(Math.round(ms / day), 'day');
    return format.format(Math.round(ms / (30 * day)), 'month');
  };
}
