import { ArrowRight, Flame, PartyPopper, Sparkles, Target } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { Button } from '../../../components/ui/button';
import { useCourseForNextLesson, useLanguageCounters, type Completion } from '../api/lesson-attempts-api';
import { lessonPath } from '../lesson-path';
import { nextLessonOf } from './next-lesson';
import { StatTile } from './stat-tile';

/** After the lesson: how it went on the first try, the new words now in the review, the day streak, and what to do next. */
export function LessonSummary({
  courseId,
  lessonId,
  completion,
  firstTry,
}: {
  courseId: LanguageCourseId;
  lessonId: string;
  completion: Completion;
  firstTry: { right: number; of: number };
}) {
  const { t } = useTranslation('languagePractice');
  const counters = useLanguageCounters(true);
  const course = useCourseForNextLesson(courseId, true);
  const next = course.data ? nextLessonOf(course.data, lessonId) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="flex flex-col gap-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      data-testid="lesson-summary"
    >
      {/* Focused so keyboard and screen-reader users land on the result; a heading needs no focus ring. */}
      <h2 ref={heading} tabIndex={-1} style={{ outline: 'none' }} className="flex items-center gap-2 text-2xl font-bold">
        <PartyPopper className="size-6 text-accent-600" aria-hidden="true" />
        {t('summary.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:auto-cols-fr sm:grid-flow-col">
        {firstTry.of > 0 && (
          <StatTile
            icon={<Target className="size-4" aria-hidden="true" />}
            label={t('summary.firstTry')}
            value={t('summary.score', { right: firstTry.right, of: firstTry.of })}
            testId="summary-score"
          />
        )}
        <StatTile
          icon={<Sparkles className="size-4" aria-hidden="true" />}
          label={t('summary.newWords')}
          value={completion.newCards}
          testId="summary-new-words"
        />
        <StatTile
          icon={<Flame className="size-4" aria-hidden="true" />}
          label={t('summary.streak')}
          value={counters.data ? t('summary.days', { count: counters.data.streak.current }) : '…'}
          testId="summary-streak"
        />
      </dl>
      {completion.newCards > 0 && <p>{t('summary.inReview', { count: completion.newCards })}</p>}
      <div className="flex flex-wrap gap-3">
        {next && (
          <Button asChild size="lg">
            <Link to={lessonPath(courseId, next.id)} data-testid="next-lesson">
              {t('summary.next', { lesson: t(`lessonTypes.${next.type}`) })}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <Link to="/language-learning/review">{t('summary.review')}</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to={`/language-learning/${courseId}`}>{t('summary.backToCourse')}</Link>
        </Button>
      </div>
    </section>
  );
}
