import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBandOutlines } from '../api/curriculum-api';
import { useBand } from '../band-param';
import { BandPicker } from '../components/band-picker';
import { GradeRange } from '../components/grade-range';
import { SubjectIcon } from '../components/subject-icon';
import { foldForSearch } from '@brainboost/domain/search/text-search';

/** /education: every topic of a band, by subject and unit, with a filter over titles, summaries, skills and standards. */
export function TopicIndexPage() {
  const { t, i18n } = useTranslation('curriculum');
  useDocumentTitle(t('topicIndex.title'));
  const session = useSession();
  const [band, setBand] = useBand();
  const [query, setQuery] = useState('');
  const deferred = foldForSearch(useDeferredValue(query));
  const { isPending, error, outlines } = useBandOutlines(band, i18n.resolvedLanguage ?? 'en', session.status === 'signedIn');
  const matches = outlines
    .map((outline) => ({
      outline,
      topics: outline.units.flatMap((unit) =>
        unit.topics
          .filter((topic) =>
            foldForSearch(
              [topic.title, topic.summary, unit.title, ...topic.standards, ...topic.skills.map((s) => s.title)].join(' '),
            ).includes(deferred),
          )
          .map((topic) => ({ topic, unit })),
      ),
    }))
    .filter((m) => m.topics.length > 0);
  const count = matches.reduce((n, m) => n + m.topics.length, 0);
  return (
    <>
      <PageHero eyebrow={t('subjectsPage.eyebrow')} title={t('topicIndex.title')} lead={t('topicIndex.lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
        <div className="flex flex-wrap items-end gap-6">
          <BandPicker band={band} onChange={setBand} />
          <label className="flex min-w-64 flex-1 flex-col gap-2 text-sm font-medium">
            {t('topicIndex.search')}
            <span className="relative">
              <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-[var(--fg-muted)]" aria-hidden="true" />
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="pl-9"
                placeholder={t('topicIndex.placeholder')}
              />
            </span>
          </label>
        </div>
        {isPending ? (
          <LoadingFallback />
        ) : error ? (
          <FormAlert message={error.message} />
        ) : (
          <>
            <p className="text-sm text-[var(--fg-muted)]" role="status">
              {t('topicIndex.count', { count })}
            </p>
            {matches.map(({ outline, topics }) => (
              <section key={outline.subject} aria-labelledby={`index-${outline.subject}`} className="flex flex-col gap-3">
                <h2 id={`index-${outline.subject}`} className="flex items-center gap-2 text-xl font-semibold">
                  <SubjectIcon subject={outline.subject} className="size-5 text-brand-700 dark:text-brand-200" />
                  {t(`subjects.${outline.subject}.name`)}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2">
                  {topics.map(({ topic, unit }) => (
                    <li key={topic.id}>
                      <Link
                        to={`/education/${topic.id}`}
                        className="flex h-full flex-col gap-1 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 hover:border-brand-500"
                      >
                        <span className="text-xs font-medium text-[var(--fg-muted)]" lang={outline.language}>
                          {unit.title}
                        </span>
                        <span className="font-semibold" lang={outline.language}>
                          {topic.title}
                        </span>
                        <span className="text-sm text-[var(--fg-muted)]" lang={outline.language}>
                          {topic.summary}
                        </span>
                        <span className="mt-auto pt-1 text-xs text-[var(--fg-muted)]">
                          <GradeRange grades={topic.grades} />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
