import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feelingTags, moodLevels, type FeelingTag } from '@brainboost/domain/wellness/mood-support';
import type { CheckIn } from '@brainboost/domain/schemas/wellness';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../components/ui/cn';
import { ApiError } from '../../../lib/api-client';
import { createCheckIn, refreshCheckIns } from '../api/wellness-api';
import { moodKey } from './mood-labels';

/** How are you feeling: a 1–5 scale, optional feelings and an optional private note. */
export function CheckInForm({ onSaved }: { onSaved: (checkIn: CheckIn) => void }) {
  const { t } = useTranslation('wellness');
  const [mood, setMood] = useState<string>('');
  const [feelings, setFeelings] = useState<FeelingTag[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const toggle = (tag: FeelingTag) =>
    setFeelings((current) => (current.includes(tag) ? current.filter((f) => f !== tag) : [...current, tag]));
  const fieldError = (name: string) => (error?.fields[name] ? t(`errors:${error.fields[name]}`) : undefined);

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!mood) {
          setError({ message: t('errors:wellbeing.moodRequired'), fields: {} });
          return;
        }
        setBusy(true);
        setError(null);
        try {
          const saved = await createCheckIn({ mood: Number(mood), feelings, note });
          setMood('');
          setFeelings([]);
          setNote('');
          void refreshCheckIns();
          onSaved(saved);
        } catch (err) {
          setError(
            err instanceof ApiError && err.status > 0 && err.status < 500
              ? { message: err.message, fields: err.fields }
              : { message: t('errors:generic.internal'), fields: {} },
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{t('checkIn.moodQuestion')}</p>
        <ChoiceGroup
          label={t('checkIn.moodQuestion')}
          value={mood}
          onValueChange={setMood}
          options={moodLevels.map((level) => ({
            value: String(level),
            label: t(moodKey(level)),
            description: t('checkIn.scaleValue', { value: level }),
          }))}
          className="grid-cols-2 sm:grid-cols-5"
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('checkIn.feelingsQuestion')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {feelingTags.map((tag) => {
            const on = feelings.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(tag)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm',
                  on ? 'border-brand-600 bg-brand-600 text-white' : 'border-[var(--border)] bg-[var(--card)] hover:border-brand-500',
                )}
              >
                {t(`feelings.${tag}`)}
              </button>
            );
          })}
        </div>
        {fieldError('feelings') && <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{fieldError('feelings')}</p>}
      </fieldset>
      <Field label={t('checkIn.note')} hint={t('checkIn.noteHint', { count: 500 - note.length })} error={fieldError('note')}>
        {(props) => <Textarea {...props} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <FormAlert message={error?.message} />
      <div>
        <Button type="submit" disabled={busy}>
          {t('checkIn.submit')}
        </Button>
      </div>
    </form>
  );
}
