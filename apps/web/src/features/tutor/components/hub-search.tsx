import { BookOpen, GraduationCap, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useHubSearch } from '../api/knowledge-hub-api';

/**
 * The knowledge hub's search: its articles and the curriculum's lessons, in the interface language.
 * What was searched is in the address (`?q=`), so a search can be shared and the back button returns to it.
 */
export function HubSearch({ lng }: { lng: string }) {
  const { t } = useTranslation(['homework', 'curriculum']);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const [articles, lessons] = useHubSearch(query, lng);
  const searching = query.trim() !== '';
  const error = articles.error ?? lessons.error;
  const articleResults = articles.data?.results ?? [];
  const lessonResults = lessons.data?.results ?? [];
  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <label className="flex min-w-64 flex-1 flex-col gap-2 text-sm font-medium">
          {t('knowledgeHub.search.label')}
          <span className="relative">
            <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-[var(--fg-muted)]" aria-hidden="true" />
            <Input
              type="search"
              value={typed}
              maxLength={100}
              onChange={(e) => setTyped(e.target.value)}
              className="pl-9"
              placeholder={t('knowledgeHub.search.placeholder')}
            />
          </span>
        </label>
        <Button type="submit">{t('knowledgeHub.search.submit')}</Button>
        {searching && (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              setParams({});
            }}
          >
            {t('knowledgeHub.search.clear')}
          </Button>
        )}
      </form>
      {searching &&
        (articles.isPending || lessons.isPending ? (
          <LoadingFallback />
        ) : error ? (
          <FormAlert message={error.message} />
        ) : (
          <section aria-labelledby="search-results" className="flex flex-col gap-4">
            <h2 id="search-results" className="text-2xl font-bold" aria-live="polite">
              {t('knowledgeHub.search.results', { count: articleResults.length + lessonResults.length, query })}
            </h2>
            {articleResults.length + lessonResults.length === 0 && <p>{t('knowledgeHub.search.none')}</p>}
            <ul className="flex flex-col gap-3">
              {lessonResults.map((r) => (
                <li key={r.topicId} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-4">
                  <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
                    <GraduationCap className="size-4" aria-hidden="true" />
                    {t('knowledgeHub.search.lesson', {
                      subject: t(`curriculum:subjects.${r.subject}.name`),
                      band: t(`curriculum:band.${r.band}`),
                    })}
                  </p>
                  <Link
                    to={`/education/${r.topicId}`}
                    className="mt-1 block font-semibold text-brand-700 underline dark:text-brand-300"
                    lang={r.language}
                  >
                    {r.title}
                  </Link>
                  <p className="mt-1 text-sm text-[var(--fg-muted)]" lang={r.language}>
                    {r.snippet}
                  </p>
                </li>
              ))}
              {articleResults.map((r) => (
                <li key={r.slug} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-4">
                  <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
                    <BookOpen className="size-4" aria-hidden="true" />
                    {t('knowledgeHub.search.article', { subject: t(`knowledgeHub.subjects.${r.subject}`) })}
                  </p>
                  <Link
                    to={`/knowledge-hub/${r.slug}`}
                    className="mt-1 block font-semibold text-brand-700 underline dark:text-brand-300"
                    lang={r.locale}
                  >
                    {r.title}
                  </Link>
                  <p className="mt-1 text-sm text-[var(--fg-muted)]" lang={r.locale}>
                    {r.snippet}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
