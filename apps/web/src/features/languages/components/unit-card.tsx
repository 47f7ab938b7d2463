import { useTranslation } from 'react-i18next';
import type { CourseCatalog } from '@brainboost/domain/schemas/languages';
import { LessonTile } from './lesson-tile';

type Unit = CourseCatalog['levels'][number]['units'][number];

/** A unit: its title and what it covers, and its eight lessons in the order they are taken. */
export function UnitCard({ courseId, unit }: { courseId: string; unit: Unit }) {
  const { t } = useTranslation('languageLearning');
  const done = unit.lessons.filter((l) => l.state === 'completed').length;
  return (
    <section
      aria-labelledby={`unit-${unit.id}`}
      className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm"
      data-testid={`unit-${unit.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`unit-${unit.id}`} className="text-lg font-semibold">
          <span className="text-sm font-medium text-[var(--fg-muted)]">{t('course.unit', { number: unit.order })}</span>{' '}
          <span lang="en">{unit.title}</span>
        </h3>
        <p className="text-sm text-[var(--fg-muted)]">{t('course.unitDone', { done, total: unit.lessons.length })}</p>
      </div>
      <p className="mt-1 text-sm text-[var(--fg-muted)]" lang="en">
        {unit.summary}
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {unit.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonTile courseId={courseId} lesson={lesson} />
          </li>
        ))}
      </ul>
    </section>
  );
}
