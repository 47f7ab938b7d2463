import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/** Shown when a document fails to load: the reason, and a retry for anything but "not found". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('errors');
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-20 text-center">
      <p className="text-lg font-semibold">{notFound ? t('content.notFound') : t('content.loadFailed')}</p>
      {!notFound && (
        <Button className="mt-6" onClick={onRetry}>
          {t('common:tryAgain')}
        </Button>
      )}
    </div>
  );
}
