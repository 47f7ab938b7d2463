import { ArrowRight, BookText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCatalog } from '@brainboost/domain/schemas/languages';
import { Button } from '../../../components/ui/button';
import type { CourseList } from '../api/courses-api';
import { courseTextLang } from '../course-language';
import { levelReachedOf, nextLessonOf } from '../course-position';
import { ProgressBar } from './progress-bar';

type Props = { course: CourseList['courses'][number]; catalog: CourseCatalog | undefined };

/** One course: its name in its own script and in the interface language, the level reached, lessons done and the next lesson. */
export function CourseCard({ course, catalog }: Props) {
  const { t } = useTranslation('languageLearning');
  const name = t(`courseNames.${course.id}`);
  const done = course.progress?.lessonsCompleted ?? 0;
  const total = course.progress?.lessons ?? 0;
  const next = catalog && nextLessonOf(catalog);
  const coursePath = `/language-learning/${course.id}`;
  return (
    <article
      aria-labelledby={`course-${course.id}`}
      className="flex h-full flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      data-testid={`course-${course.id}`}
    >
      <div>
        <h3 id={`course-${course.id}`} className="flex flex-col">
          <span lang={courseTextLang[course.id]} className="text-2xl font-bold tracking-tight">
            {course.nativeTitle}
          </span>
          <span className="text-base font-medium text-[var(--fg-muted)]">{name}</span>
        </h3>
        <p className="mt-2 text-sm text-[var(--fg-muted)]">
          {catalog ? t('courses.level', { level: t(`levels.${levelReachedOf(catalog)}`) }) : ' '}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <ProgressBar done={done} total={total} label={t('courses.progressLabel', { course: name })} />
        <p className="text-sm">{t('courses.progress', { done, total })}</p>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {next ? (
          <Button asChild>
            <Link to={`${coursePath}/lessons/${next.id}`}>
              {next.state === 'continue' || done > 0 ? t('courses.continue') : t('courses.start')}
              <span className="sr-only"> {t('courses.nextHidden', { course: name, lesson: t(`lessonTypes.${next.type}`) })}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={next ? 'ghost' : 'primary'}>
          <Link to={coursePath}>
            <BookText className="size-4" aria-hidden="true" />
            {t('courses.open')}
            <span className="sr-only"> {t('courses.openHidden', { course: name })}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
