import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { knowledgeSubjects } from '@brainboost/domain/schemas/tutor';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useKnowledgeArticles } from '../api/knowledge-hub-api';
import { HubSearch } from '../components/hub-search';

/** /knowledge-hub: the articles the homework tutor answers from, by subject. */
export function KnowledgeHubPage() {
  const { t, i18n } = useTranslation('homework');
  const lng = i18n.resolvedLanguage ?? 'en';
  const { data, error, isPending, refetch } = useKnowledgeArticles(lng);
  useDocumentTitle(t('knowledgeHub.title'));
  // While a search is shown, the full list steps aside.
  const searching = (useSearchParams()[0].get('q') ?? '').trim() !== '';
  return (
    <div>
      <PageHero title={t('knowledgeHub.title')} lead={t('knowledgeHub.lead')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-6 py-10">
        <HubSearch lng={lng} />
        {isPending && <LoadingFallback />}
        {error && (
          <p>
            {t('knowledgeHub.loadFailed')}{' '}
            <button type="button" className="font-medium text-brand-700 underline dark:text-brand-300" onClick={() => void refetch()}>
              {t('knowledgeHub.retry')}
            </button>
          </p>
        )}
        {data &&
          !searching &&
          knowledgeSubjects.map((subject) => {
            const articles = data.articles.filter((a) => a.subject === subject);
            if (articles.length === 0) return null;
            return (
              <section key={subject} aria-labelledby={`subject-${subject}`}>
                <h2 id={`subject-${subject}`} className="text-2xl font-bold">
                  {t(`knowledgeHub.subjects.${subject}`)}
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {articles.map((article) => (
                    <li key={article.slug} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-4" lang={article.locale}>
                      <Link to={`/knowledge-hub/${article.slug}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
                        {article.title}
                      </Link>
                      <p className="mt-1 text-sm text-[var(--fg-muted)]">{article.summary}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
      </div>
    </div>
  );
}
