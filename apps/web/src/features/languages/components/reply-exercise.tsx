import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseTextLang, mixedTextStyle } from '../course-language';
import type { ExerciseProps } from './exercise-props';
import { ItemAudio } from './item-audio';
import { takeReplyDraft } from './reply-draft';
import { TargetText } from './target-text';
import { TypedAnswerForm } from './typed-answer-form';

/** A turn of the practice dialogue: the partner's line (heard and shown), its translation, hints on request, the learner's typed reply. */
export function ReplyExercise({ exercise, courseId, showReadings, locked, onAnswer }: ExerciseProps) {
  const { t } = useTranslation('languagePractice');
  // After the AI partner failed, the scripted dialogue's first turn starts with what the learner wrote.
  const [draft] = useState(() => takeReplyDraft(courseId));
  const partner = exercise.partner;
  if (!partner) return null;
  return (
    <TypedAnswerForm
      courseId={courseId}
      label={t('reply.label')}
      submitLabel={t('reply.send')}
      locked={locked}
      onAnswer={onAnswer}
      initialAnswer={draft}
      freeReply
    >
      <div className="flex flex-col gap-2 rounded-2xl rounded-tl-sm bg-[var(--bg-subtle)] p-4">
        <p className="text-sm font-semibold">
          <span lang={courseTextLang[courseId]}>{partner.name}</span>
        </p>
        <p className="text-2xl" data-testid="partner-line">
          <TargetText courseId={courseId} text={partner.say} reading={exercise.readings?.[partner.say]} showReadings={showReadings} />
        </p>
        <p className="text-[var(--fg-muted)]">{partner.translation}</p>
        {exercise.speech && <ItemAudio courseId={courseId} text={exercise.speech.text} />}
      </div>
      {partner.hints.length > 0 && (
        <details className="rounded-lg border border-[var(--border)] px-4 py-2" style={mixedTextStyle(courseId)}>
          <summary className="cursor-pointer text-sm font-medium">{t('reply.hints')}</summary>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {partner.hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </details>
      )}
    </TypedAnswerForm>
  );
}
