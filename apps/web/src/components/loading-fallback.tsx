import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner';

/** Spinner and "Loading..." (spec). Shown before translations load too, hence the English default. */
export function LoadingFallback() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-[var(--fg-muted)]">
      <Spinner className="size-8 text-brand-600" />
      <span>{ready ? t('loading') : 'Loading...'}</span>
    </div>
  );
}
