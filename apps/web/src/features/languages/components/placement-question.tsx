import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { PlacementTest } from '../api/placement-api';
import { choiceLang, mixedTextStyle } from '../course-language';

type Question = PlacementTest['questions'][number];

type Props = {
  question: Question;
  number: number;
  total: number;
  courseId: LanguageCourseId;
  chosen: number | undefined;
  onChoose: (choice: number) => void;
  /** After the result: the right choice, and the choices can no longer change. */
  answer?: number;
};

/** One multiple-choice question as a radio group; after the result, whether the learner's choice was right. */
export function PlacementQuestion({ question, number, total, courseId, chosen, onChoose, answer }: Props) {
  const { t } = useTranslation('languageLearning');
  const marked = answer !== undefined;
  return (
    <fieldset className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm" data-testid={`question-${question.id}`}>
      <legend className="float-left w-full">
        <span className="block text-sm font-medium text-[var(--fg-muted)]">{t('placement.question', { number, total })}</span>
        <span className="mt-1 block font-semibold" lang="en" style={mixedTextStyle(courseId)}>
          {question.prompt}
        </span>
      </legend>
      <div className="clear-both grid gap-2 pt-3 sm:grid-cols-2">
        {question.choices.map((choice, i) => (
          <label
            key={choice}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-[var(--border)] px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-default dark:has-checked:bg-brand-800/30"
          >
            <input
              type="radio"
              name={question.id}
              value={i}
              checked={chosen === i}
              disabled={marked}
              onChange={() => onChoose(i)}
              className="size-4 accent-brand-600"
            />
            <span lang={choiceLang(courseId, question.prompt, choice)} className="text-lg">
              {choice}
            </span>
            {marked && i === answer && (
              <CheckCircle2 className="ml-auto size-5 text-emerald-700 dark:text-emerald-300" aria-label={t('placement.rightChoice')} />
            )}
            {marked && i === chosen && i !== answer && (
              <XCircle className="ml-auto size-5 text-red-700 dark:text-red-300" aria-label={t('placement.yourChoice')} />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
