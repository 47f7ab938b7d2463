import { Backpack, BookOpen, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { gradeBandRange, gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { cn } from '../../../components/ui/cn';
import { visitorPreferences } from '../../../stores/visitor-preferences';

const icons: Record<GradeBand, typeof Backpack> = { elementary: Backpack, middle: BookOpen, high: GraduationCap };

/** Grade-band choice, remembered on this device; the page describes what fits that band. */
export function GradeSelection() {
  const { t } = useTranslation('gradeSelection');
  const prefs = visitorPreferences.use();
  const selected = prefs.gradeBand;
  return (
    <section aria-labelledby="grade-title" className="mx-auto max-w-7xl px-6 py-16">
      <h2 id="grade-title" className="text-center text-3xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-[var(--fg-muted)]">{t('subtitle')}</p>
      <div role="radiogroup" aria-labelledby="grade-title" className="mt-10 grid gap-4 md:grid-cols-3">
        {gradeBands.map((band) => {
          const Icon = icons[band];
          const isSelected = selected === band;
          return (
            <button
              key={band}
              type="button"
              role="radio"
              aria-checked={isSelected}
              onClick={() => visitorPreferences.set({ ...prefs, gradeBand: band })}
              className={cn(
                'flex flex-col items-start rounded-2xl border p-6 text-left transition-all',
                isSelected
                  ? 'border-brand-600 bg-brand-50 shadow-md ring-2 ring-brand-600 dark:bg-brand-800/30'
                  : 'border-[var(--border)] bg-[var(--card)] hover:border-brand-500 hover:shadow-sm',
              )}
            >
              <Icon className="size-8 text-brand-600 dark:text-brand-200" aria-hidden="true" />
              <span className="mt-4 text-xl font-semibold">{t(`bands.${band}.name`)}</span>
              <span className="text-sm font-medium text-brand-700 dark:text-brand-200">{t('grades', gradeBandRange[band])}</span>
              <span className="mt-2 text-[var(--fg-muted)]">{t(`bands.${band}.description`)}</span>
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="mt-6 min-h-6 text-center font-medium">
        {selected ? t('selected', { band: t(`bands.${selected}.name`) }) : ''}
      </p>
    </section>
  );
}
