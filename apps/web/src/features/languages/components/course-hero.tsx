import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { courseTextLang } from '../course-language';

/** The top of a course's pages: the way back, the course's name in its own script and in the interface language. */
export function CourseHero({
  courseId,
  nativeTitle,
  title,
  lead,
  back = { to: '/language-learning', label: 'course.allCourses' },
  children,
}: {
  courseId: LanguageCourseId;
  nativeTitle: string | undefined;
  title: string;
  lead?: string;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation('languageLearning');
  return (
    <section className="border-b border-[var(--border)] bg-gradient-to-b from-brand-50 to-[var(--bg)] dark:from-brand-800/20">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-200">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t(back.label)}
        </Link>
        {nativeTitle && (
          <p lang={courseTextLang[courseId]} className="mt-4 text-lg font-semibold text-brand-700 dark:text-brand-200">
            {nativeTitle}
          </p>
        )}
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-[var(--fg-muted)]">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
