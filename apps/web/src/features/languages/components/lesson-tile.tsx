import { CheckCircle2, Lock, PlayCircle, RotateCcw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCatalog } from '@brainboost/domain/schemas/languages';
import { cn } from '../../../components/ui/cn';
import { useUpgradePath } from './upgrade-path';

type Lesson = CourseCatalog['levels'][number]['units'][number]['lessons'][number];

const tile = 'flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left text-sm';
const stateIcons: Record<NonNullable<Lesson['state']>, ReactNode> = {
  start: <PlayCircle className="size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />,
  continue: <RotateCcw className="size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />,
  completed: <CheckCircle2 className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />,
  locked: <Lock className="size-5 shrink-0 text-[var(--fg-muted)]" aria-hidden="true" />,
  premium: <Sparkles className="size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />,
};

function TileText({ name, status }: { name: string; status: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{name}</span>
      <span className="text-xs text-[var(--fg-muted)]">{status}</span>
    </span>
  );
}

/**
 * One lesson and what the learner can do with it: start, continue or replay it, wait for it
 * (locked until the lessons before it are done), or unlock it with a plan.
 */
export function LessonTile({ courseId, lesson }: { courseId: string; lesson: Lesson }) {
  const { t } = useTranslation('languageLearning');
  const upgrade = useUpgradePath();
  const name = t(`lessonTypes.${lesson.type}`);
  const state = lesson.state ?? 'locked';
  if (state === 'locked')
    return (
      <div className={cn(tile, 'border-dashed border-[var(--border)] text-[var(--fg-muted)]')} data-state="locked" data-lesson={lesson.id}>
        {stateIcons.locked}
        <TileText name={name} status={t('lessonStates.locked')} />
      </div>
    );
  if (state === 'premium')
    return (
      <Link
        to={upgrade.to}
        className={cn(
          tile,
          'border-amber-300 bg-amber-50 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950/30 dark:hover:bg-amber-950/50',
        )}
        data-state="premium"
        data-lesson={lesson.id}
      >
        {stateIcons.premium}
        <TileText name={name} status={upgrade.child ? t('lessonStates.askParent') : t('lessonStates.premium')} />
      </Link>
    );
  return (
    <Link
      to={`/language-learning/${courseId}/lessons/${lesson.id}`}
      className={cn(
        tile,
        state === 'completed'
          ? 'border-emerald-300 bg-emerald-50 hover:bg-emerald-100 dark:border-emerald-800 dark:bg-emerald-950/30'
          : 'border-brand-600/40 bg-[var(--card)] hover:bg-brand-50 dark:hover:bg-brand-800/20',
      )}
      data-state={state}
      data-lesson={lesson.id}
    >
      {stateIcons[state]}
      <TileText name={name} status={t(`lessonStates.${state}`)} />
    </Link>
  );
}
