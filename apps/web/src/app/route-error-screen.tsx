import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { toast } from '../lib/toast';
import { Button } from '../components/ui/button';

/**
 * Spec "Error screen": shown when a page fails to load or render. The error is logged (no report
 * is sent anywhere) and a toast says so.
 */
export function RouteErrorScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  // Inside the layout the page area is already <main>; on its own the screen is the main landmark.
  const Container = standalone ? 'main' : 'div';
  useEffect(() => {
    console.error('Page failed:', error);
    toast.error(t('errorBoundary.toast', 'Something went wrong. Our team has been notified.'), { id: 'route-error' });
  }, [error, t]);

  return (
    <Container className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <AlertTriangle className="mb-4 size-12 text-amber-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{t('errorBoundary.title', 'Oops! Something went wrong.')}</h1>
      <p className="mt-3 text-[var(--fg-muted)]">
        {t('errorBoundary.body', 'We encountered an error while trying to load this page. Please try again or return to the homepage.')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.tryAgain', 'Try Again')}</Button>
        <Button variant="secondary" asChild>
          <Link to="/">{t('errorBoundary.home', 'Return to Home')}</Link>
        </Button>
      </div>
    </Container>
  );
}
