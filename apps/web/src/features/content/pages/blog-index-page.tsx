import { ArrowRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useBlogIndex } from '../api/get-content';
import { FormattedDate } from '../components/formatted-date';
import { LoadError } from '../components/load-error';

export function BlogIndexPage() {
  const { t } = useTranslation('pages');
  const { data, error, isPending, refetch } = useBlogIndex();
  useDocumentTitle(t('blog.title'));
  return (
    <>
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')} />
      {isPending ? (
        <LoadingFallback />
      ) : error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="mx-auto grid max-w-6xl gap-6 px-6 py-12 md:grid-cols-2 lg:grid-cols-3">
          {data.map((post) => (
            <article
              key={post.slug}
              className="flex flex-col rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <p className="flex items-center gap-3 text-sm text-[var(--fg-muted)]">
                {post.date && <FormattedDate value={post.date} />}
                <span aria-hidden="true">·</span>
                <span className="flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {t('blog.readingTime', { count: post.readingMinutes })}
                </span>
              </p>
              <h2 className="mt-3 text-xl font-semibold">
                <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 dark:hover:text-brand-200">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-[var(--fg-muted)]">{post.summary}</p>
              <Link
                to={`/blog/${post.slug}`}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-200"
                aria-label={t('blog.readPost', { title: post.title })}
              >
                {t('blog.read')} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </article>
          ))}
        </div>
      )}
    </>
  );
}
