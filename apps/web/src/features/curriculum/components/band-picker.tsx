import { useTranslation } from 'react-i18next';
import { curriculumBands, type CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import { cn } from '../../../components/ui/cn';

/** Elementary, middle or high school: a radio group shown as tabs (arrow keys move, as in any radio group). */
export function BandPicker({ band, onChange }: { band: CurriculumBand; onChange: (band: CurriculumBand) => void }) {
  const { t } = useTranslation('curriculum');
  return (
    <fieldset className="flex w-fit flex-col gap-2">
      <legend className="text-sm font-medium">{t('band.label')}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl border border-[var(--border)] bg-[var(--card)] p-1">
        {curriculumBands.map((b) => (
          <label
            key={b}
            className={cn(
              'cursor-pointer rounded-lg px-4 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-[var(--ring)]',
              b === band ? 'bg-brand-600 text-white' : 'hover:bg-[var(--bg-subtle)]',
            )}
          >
            <input type="radio" name="grade-band" value={b} checked={b === band} onChange={() => onChange(b)} className="sr-only" />
            {t(`band.${b}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
