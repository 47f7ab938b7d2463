import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useContentDocument } from '../api/get-content';
import { FormattedDate } from '../components/formatted-date';
import { LoadError } from '../components/load-error';
import { Prose } from '../components/prose';

/** A legal document or company page from `content/`, in the interface language. */
export function ContentPage({ kind, slug }: { kind: 'legal' | 'pages'; slug: string }) {
  const { t } = useTranslation('pages');
  const { data, error, isPending, refetch } = useContentDocument(kind, slug);
  useDocumentTitle(data?.title);
  if (isPending) return <LoadingFallback />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <article lang={data.locale}>
      <PageHero eyebrow={kind === 'legal' ? t('legalEyebrow') : undefined} title={data.title} lead={data.summary}>
        {kind === 'legal' && (
          <p className="mt-6 flex items-center gap-2 text-sm text-[var(--fg-muted)]">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('lastUpdated')} <FormattedDate value={data.updated} />
          </p>
        )}
      </PageHero>
      <div className="mx-auto max-w-4xl px-6 py-12">
        <Prose html={data.html} />
      </div>
    </article>
  );
}
