import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../components/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Compass className="mb-4 size-12 text-brand-600" aria-hidden="true" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-[var(--fg-muted)]">{t('notFound.body', { path: pathname })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/contact">{t('notFound.contact')}</Link>
        </Button>
      </div>
    </div>
  );
}
