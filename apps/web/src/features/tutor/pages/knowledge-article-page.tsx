import { ArrowLeft, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useKnowledgeArticle } from '../api/knowledge-hub-api';

/** /knowledge-hub/:slug: one article, the page the tutor's citations link to. */
export function KnowledgeArticlePage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('homework');
  const lng = i18n.resolvedLanguage ?? 'en';
  const { data, error, isPending, refetch } = useKnowledgeArticle(slug, lng);
  useDocumentTitle(data?.title ?? t('knowledgeHub.title'));
  if (isPending) return <LoadingFallback />;
  if (error) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-6 py-16">
        <h1 className="text-3xl font-bold">
          {error instanceof ApiError && error.status === 404 ? t('knowledgeHub.notFound') : t('knowledgeHub.loadFailed')}
        </h1>
        {!(error instanceof ApiError && error.status === 404) && (
          <button type="button" className="font-medium text-brand-700 underline dark:text-brand-300" onClick={() => void refetch()}>
            {t('knowledgeHub.retry')}
          </button>
        )}
        <Link to="/knowledge-hub" className="font-medium text-brand-700 underline dark:text-brand-300">
          {t('knowledgeHub.back')}
        </Link>
      </div>
    );
  }
  return (
    <article>
      <PageHero
        eyebrow={t(`knowledgeHub.subjects.${data.subject}`)}
        title={<span lang={data.locale}>{data.title}</span>}
        lead={<span lang={data.locale}>{data.summary}</span>}
      >
        {data.locale !== lng && <p className="mt-4 text-sm text-[var(--fg-muted)]">{t('knowledgeHub.inEnglish')}</p>}
        <ReadAloudButton text={[data.title, data.summary, ...data.paragraphs].join('\n')} locale={data.locale} className="mt-6" />
      </PageHero>
      <div className="mx-auto max-w-4xl px-6 py-10">
        <div className="flex max-w-3xl flex-col gap-4 text-lg leading-relaxed" lang={data.locale}>
          {data.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
      <div className="mx-auto flex max-w-4xl flex-wrap gap-6 px-6 pb-16 text-sm">
        <Link to="/knowledge-hub" className="inline-flex items-center gap-2 font-medium text-brand-700 underline dark:text-brand-300">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('knowledgeHub.back')}
        </Link>
        <Link to="/homework-help" className="inline-flex items-center gap-2 font-medium text-brand-700 underline dark:text-brand-300">
          <MessageCircleQuestion className="size-4" aria-hidden="true" />
          {t('knowledgeHub.askTutor')}
        </Link>
      </div>
    </article>
  );
}
