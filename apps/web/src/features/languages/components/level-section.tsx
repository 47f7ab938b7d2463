import { Compass, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseCatalog } from '@brainboost/domain/schemas/languages';
import { Button } from '../../../components/ui/button';
import { UnitCard } from './unit-card';

type Level = CourseCatalog['levels'][number];

/** Placement for a level above beginner: passed, not needed (the level is reached) or on offer. */
function PlacementEntry({ courseId, level }: { courseId: LanguageCourseId; level: Level }) {
  const { t } = useTranslation('languageLearning');
  const levelName = t(`levels.${level.level}`);
  if (level.placement.passed)
    return (
      <p className="flex items-center gap-2 text-sm" data-testid={`placement-${level.level}`}>
        <Trophy className="size-4 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
        {t('course.placementPassed', { level: levelName })}
      </p>
    );
  if (level.reached) return null;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-brand-600/40 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-brand-800/20"
      data-testid={`placement-${level.level}`}
    >
      <p className="text-sm">{t('course.placementOffer', { level: levelName })}</p>
      <Button asChild variant="secondary" className="shrink-0">
        <Link to={`/language-learning/${courseId}/placement/${level.level}`}>
          <Compass className="size-4" aria-hidden="true" />
          {t('course.placementTake')}
          <span className="sr-only"> {t('course.placementLevelHidden', { level: levelName })}</span>
        </Link>
      </Button>
    </div>
  );
}

/** One level of a course: whether the learner has reached it, its placement test, and its units. */
export function LevelSection({
  courseId,
  level,
  openUnitId,
}: {
  courseId: LanguageCourseId;
  level: Level;
  openUnitId: string | undefined;
}) {
  const { t } = useTranslation('languageLearning');
  return (
    <section aria-labelledby={`level-${level.level}`} className="flex flex-col gap-4" data-testid={`level-${level.level}`}>
      <div>
        <h2 id={`level-${level.level}`} className="text-2xl font-semibold tracking-tight">
          {t(`levels.${level.level}`)}
        </h2>
        {level.reached === false && <p className="text-sm text-[var(--fg-muted)]">{t('course.levelClosed')}</p>}
      </div>
      {level.placement.available && <PlacementEntry courseId={courseId} level={level} />}
      {level.units.map((unit) => (
        <UnitCard key={unit.id} courseId={courseId} unit={unit} open={unit.id === openUnitId} />
      ))}
    </section>
  );
}
