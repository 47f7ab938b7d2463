import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import type { ExerciseProps } from './exercise-props';
import { ItemAudio } from './item-audio';
import { TargetText } from './target-text';

/**
 * Multiple choice: the meaning of a shown word or sentence (English choices), or what was heard
 * (choices in the course's language). Arrow keys move between choices, Enter checks.
 */
export function ChooseExercise({ exercise, courseId, showReadings, locked, onAnswer }: ExerciseProps) {
  const { t } = useTranslation('languagePractice');
  const [picked, setPicked] = useState<string | null>(null);
  const name = useId();
  const listening = exercise.kind === 'listen-choose';
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (picked !== null && !locked) onAnswer(picked);
      }}
    >
      {exercise.text && (
        <p className="text-3xl font-medium sm:text-4xl" data-testid="exercise-text">
          <TargetText courseId={courseId} text={exercise.text} reading={exercise.readings?.[exercise.text]} showReadings={showReadings} />
        </p>
      )}
      {exercise.speech && <ItemAudio courseId={courseId} text={exercise.speech.text} autoFocus={listening} />}
      <fieldset className="flex flex-col gap-2" disabled={locked}>
        <legend className="sr-only">{t(listening ? 'choose.legendHeard' : 'choose.legendMeaning')}</legend>
        {exercise.choices?.map((choice) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] px-4 py-3 text-lg transition-colors hover:bg-[var(--bg-subtle)] has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:has-[:checked]:bg-brand-800/30',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={picked === choice}
              onChange={() => setPicked(choice)}
              className="size-4 accent-brand-600"
            />
            {listening ? (
              <TargetText courseId={courseId} text={choice} reading={exercise.readings?.[choice]} showReadings={showReadings} />
            ) : (
              <span>{choice}</span>
            )}
          </label>
        ))}
      </fieldset>
      {!locked && (
        <Button type="submit" size="lg" disabled={picked === null} data-testid="check-answer">
          {t('player.check')}
        </Button>
      )}
    </form>
  );
}
