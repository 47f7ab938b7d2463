import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { courseTextLang } from '../course-language';
import type { ExerciseProps } from './exercise-props';
import { ItemAudio } from './item-audio';

/** A typed answer: an English meaning or sentence to write in the course's language, or what was heard (dictation). */
export function TypeExercise({ exercise, courseId, locked, onAnswer }: ExerciseProps) {
  const { t } = useTranslation('languagePractice');
  const [answer, setAnswer] = useState('');
  const dictation = exercise.kind === 'listen-type';
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (answer.trim() && !locked) onAnswer(answer);
      }}
    >
      {exercise.english && (
        <p className="text-2xl font-medium" data-testid="exercise-english">
          {exercise.english}
        </p>
      )}
      {dictation && exercise.speech && <ItemAudio courseId={courseId} text={exercise.speech.text} autoFocus />}
      <label className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t(dictation ? 'type.labelHeard' : 'type.label')}</span>
        <Input
          lang={courseTextLang[courseId]}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          readOnly={locked}
          autoFocus={!dictation}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="text-lg"
          data-testid="answer-input"
        />
      </label>
      {!locked && (
        <Button type="submit" size="lg" disabled={!answer.trim()} data-testid="check-answer">
          {t('player.check')}
        </Button>
      )}
    </form>
  );
}
