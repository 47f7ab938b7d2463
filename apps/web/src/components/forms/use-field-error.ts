import { useTranslation } from 'react-i18next';

/** Turns an `errors` key (from a schema or the server, possibly several joined by commas) into text. */
export function useFieldError() {
  const { t } = useTranslation('errors');
  return (key?: string) =>
    key
      ? key
          .split(',')
          .map((k) => t(k))
          .join(' ')
      : undefined;
}
