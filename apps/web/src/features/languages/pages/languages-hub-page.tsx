import '../cjk-fonts.css';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCourseCatalogs, useCourses } from '../api/courses-api';
import { useLanguageProgress } from '../api/progress-api';
import { CourseCard } from '../components/course-card';
import { LanguageCounters } from '../components/language-counters';
import { TodaysReviewCard } from '../components/todays-review-card';

function Courses() {
  const { t } = useTranslation('languageLearning');
  const courses = useCourses();
  const catalogs = useCourseCatalogs(courses.data?.courses.map((c) => c.id) ?? []);
  if (courses.isPending) return <LoadingFallback />;
  if (courses.isError) return <FormAlert message={t('errors:generic.internal')} />;
  return (
    <section aria-labelledby="courses-title">
      <h2 id="courses-title" className="text-xl font-semibold">
        {t('courses.title')}
      </h2>
      <p className="text-sm text-[var(--fg-muted)]">{t('courses.lead')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {courses.data.courses.map((course, i) => (
          <li key={course.id}>
            <CourseCard course={course} catalog={catalogs[i]?.data} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Progress() {
  const { t } = useTranslation('languageLearning');
  const progress = useLanguageProgress();
  if (progress.isPending) return <div className="h-40 animate-pulse rounded-2xl bg-[var(--bg-subtle)]" aria-hidden="true" />;
  if (progress.isError) return <FormAlert message={t('errors:generic.internal')} />;
  return <LanguageCounters counters={progress.data} />;
}

/** The way to the voice translator, a page of its own so its code loads only when opened. */
function TranslatorCard() {
  const { t } = useTranslation('languageLearning');
  return (
    <section
      aria-labelledby="translator-card-title"
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <span className="h-fit rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">
          <Languages className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id="translator-card-title" className="text-xl font-semibold">
            {t('translator.title')}
          </h2>
          <p className="text-sm text-[var(--fg-muted)]">{t('translator.lead')}</p>
        </div>
      </div>
      <Link
        to="/language-learning/translator"
        className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
      >
        {t('translator.open')}
      </Link>
    </section>
  );
}

/**
 * /language-learning: the learner's counters, today's review and the five courses. Sections
 * stack in one column, so the voice translator's section goes below the courses.
 */
export function LanguagesHubPage() {
  const { t } = useTranslation('languageLearning');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">
        <RequireSignIn>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <Progress />
            <TodaysReviewCard />
          </div>
          <Courses />
          <TranslatorCard />
        </RequireSignIn>
      </div>
    </>
  );
}
