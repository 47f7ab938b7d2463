import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseCatalog } from '@brainboost/domain/schemas/languages';
import { mixedTextStyle } from '../course-language';
import { LessonTile } from './lesson-tile';

type Unit = CourseCatalog['levels'][number]['units'][number];

/**
 * A unit: its title and what it covers, and its eight lessons in the order they are taken. Units
 * fold, so a course of twelve units stays short on a phone; the learner's current one starts open.
 */
export function UnitCard({ courseId, unit, open }: { courseId: LanguageCourseId; unit: Unit; open: boolean }) {
  const { t } = useTranslation('languageLearning');
  const done = unit.lessons.filter((l) => l.state === 'completed').length;
  return (
    <details
      open={open}
      className="group rounded-2xl border border-[var(--border)] bg-[var(--card)] shadow-sm"
      data-testid={`unit-${unit.id}`}
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-2xl p-5 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0" style={mixedTextStyle(courseId)}>
          <h3 className="text-lg font-semibold">
            <span className="block text-sm font-medium text-[var(--fg-muted)]">{t('course.unit', { number: unit.order })}</span>
            <span lang="en">{unit.title}</span>
          </h3>
          <span className="mt-1 block text-sm text-[var(--fg-muted)]" lang="en">
            {unit.summary}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm text-[var(--fg-muted)]">
          {t('course.unitDone', { done, total: unit.lessons.length })}
          <ChevronDown className="size-5 transition-transform group-open:rotate-180" aria-hidden="true" />
        </span>
      </summary>
      <ul className="grid grid-cols-2 gap-2 px-5 pb-5 lg:grid-cols-4">
        {unit.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonTile courseId={courseId} lesson={lesson} />
          </li>
        ))}
      </ul>
    </details>
  );
}
