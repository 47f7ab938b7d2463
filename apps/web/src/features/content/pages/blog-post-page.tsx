import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useContentDocument } from '../api/get-content';
import { FormattedDate } from '../components/formatted-date';
import { LoadError } from '../components/load-error';
import { Prose } from '../components/prose';

export function BlogPostPage() {
  const { t } = useTranslation('pages');
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useContentDocument('blog', slug);
  useDocumentTitle(data?.title);
  if (isPending) return <LoadingFallback />;
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <article lang={data.locale} className="mx-auto max-w-3xl px-6 py-12">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 dark:text-brand-200">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('blog.back')}
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{data.title}</h1>
      <p className="mt-3 text-lg text-[var(--fg-muted)]">{data.summary}</p>
      <p className="mt-4 text-sm text-[var(--fg-muted)]">
        {data.author} · {data.date && <FormattedDate value={data.date} />} · {t('blog.readingTime', { count: data.readingMinutes })}
      </p>
      <hr className="my-8 border-[var(--border)]" />
      <Prose html={data.html} />
    </article>
  );
}
