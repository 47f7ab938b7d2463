import { useTranslation } from 'react-i18next';
import type { ExerciseProps } from './exercise-props';
import { ItemAudio } from './item-audio';
import { TypedAnswerForm } from './typed-answer-form';

/** A typed answer: an English meaning or sentence to write in the course's language, or what was heard (dictation). */
export function TypeExercise({ exercise, courseId, locked, onAnswer }: ExerciseProps) {
  const { t } = useTranslation('languagePractice');
  const dictation = exercise.kind === 'listen-type';
  return (
    <TypedAnswerForm
      courseId={courseId}
      label={t(dictation ? 'type.labelHeard' : 'type.label')}
      submitLabel={t('player.check')}
      locked={locked}
      onAnswer={onAnswer}
      // Dictation starts on the audio: nothing to write before it is heard.
      autoFocus={!dictation}
    >
      {exercise.english && (
        <p className="text-2xl font-medium" data-testid="exercise-english">
          {exercise.english}
        </p>
      )}
      {dictation && exercise.speech && <ItemAudio courseId={courseId} text={exercise.speech.text} autoFocus />}
    </TypedAnswerForm>
  );
}
