import { BookOpen, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useWordList, type LearnedWord } from '../api/words-api';
import { CourseHero } from '../components/course-hero';
import { CourseNotFound } from '../components/course-not-found';
import { WordCard } from '../components/word-card';
import { WordPages } from '../components/word-pages';
import { courseIdOf } from '../course-id-param';
import { searchWords } from '../word-search';
import { loadCjkFonts } from '../load-cjk-fonts';

/** Enough to scan on one screen, few enough that a page of CJK text with readings renders at once. */
const perPage = 24;

function Words({ courseId, words }: { courseId: LanguageCourseId; words: LearnedWord[] }) {
  const { t } = useTranslation('languageLearning');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const found = searchWords(words, deferredQuery);
  const pages = Math.max(1, Math.ceil(found.length / perPage));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * perPage, current * perPage);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="font-medium">
          {t('words.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-[var(--fg-muted)]"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            value={query}
            maxLength={100}
            aria-describedby={`${searchId}-hint`}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <p id={`${searchId}-hint`} className="text-sm text-[var(--fg-muted)]">
          {t(`words.searchHint.${courseId}`)}
        </p>
      </div>
      <p className="text-sm font-medium" role="status" data-testid="word-count">
        {t('words.count', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-[var(--border)] p-6 text-center">
          {t('words.noMatch', { query: deferredQuery })}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((word) => (
            <li key={word.itemId}>
              <WordCard courseId={courseId} word={word} />
            </li>
          ))}
        </ul>
      )}
      <WordPages
        page={current}
        pages={pages}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

function WordList({ courseId }: { courseId: LanguageCourseId }) {
  loadCjkFonts([courseId]);
  const { t } = useTranslation('languageLearning');
  const list = useWordList(courseId);
  const name = t(`courseNames.${courseId}`);
  useDocumentTitle(t('words.title', { course: name }));
  return (
    <>
      <CourseHero
        courseId={courseId}
        nativeTitle={undefined}
        title={t('words.title', { course: name })}
        lead={t('words.lead')}
        back={{ to: `/language-learning/${courseId}`, label: 'words.back' }}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        {list.isPending ? (
          <LoadingFallback />
        ) : list.isError ? (
          <FormAlert message={list.error.message} />
        ) : list.data.words.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-[var(--border)] p-10 text-center">
            <BookOpen className="size-8 text-brand-700 dark:text-brand-200" aria-hidden="true" />
            <p className="max-w-md">{t('words.empty')}</p>
            <Button asChild>
              <Link to={`/language-learning/${courseId}`}>{t('words.emptyAction')}</Link>
            </Button>
          </div>
        ) : (
          <Words courseId={courseId} words={list.data.words} />
        )}
      </div>
    </>
  );
}

/** /language-learning/:courseId/words: the words met in the course, searchable by form, reading or meaning, with audio. */
export function WordListPage() {
  const courseId = courseIdOf(useParams().courseId);
  if (!courseId) return <CourseNotFound />;
  return (
    <RequireSignIn>
      <WordList courseId={courseId} />
    </RequireSignIn>
  );
}
