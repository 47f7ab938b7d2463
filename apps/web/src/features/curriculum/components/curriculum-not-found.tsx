import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';

/** A subject, topic or test that does not exist (or is not published): the way back to the subjects. */
export function CurriculumNotFound() {
  const { t } = useTranslation('curriculum');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Compass className="mb-4 size-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-[var(--fg-muted)]">{t('notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link to="/subjects">{t('notFound.subjects')}</Link>
      </Button>
    </div>
  );
}
