import { useState, type ReactNode } from 'react';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { courseTextLang } from '../course-language';

/**
 * An answer typed in the course's language: what it answers (`children`), the labelled field and the
 * button that sends it. Enter sends too; nothing is sent while the field is blank or the answer is locked.
 */
export function TypedAnswerForm({
  courseId,
  label,
  submitLabel,
  locked,
  onAnswer,
  initialAnswer = '',
  autoFocus = true,
  freeReply = false,
  otherAction,
  children,
}: {
  courseId: LanguageCourseId;
  label: string;
  submitLabel: string;
  /** True while the answer is checked or its feedback is shown: the answer can no longer change. */
  locked: boolean;
  onAnswer: (answer: string) => void;
  initialAnswer?: string;
  autoFocus?: boolean;
  /**
   * A reply in a dialogue keeps the browser's capitals and spelling help; elsewhere they are off, as
   * they would write the word being tested for the learner.
   */
  freeReply?: boolean;
  /** A second button beside the one that sends (the review's "I don't remember"). */
  otherAction?: ReactNode;
  children?: ReactNode;
}) {
  const [answer, setAnswer] = useState(initialAnswer);
  const send = (
    <Button type="submit" size="lg" disabled={!answer.trim()} data-testid="check-answer">
      {submitLabel}
    </Button>
  );
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (answer.trim() && !locked) onAnswer(answer);
      }}
    >
      {children}
      <label className="flex flex-col gap-2">
        <span className="text-sm font-medium">{label}</span>
        <Input
          lang={courseTextLang[courseId]}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          readOnly={locked}
          autoFocus={autoFocus}
          autoComplete="off"
          {...(freeReply ? {} : { autoCapitalize: 'off', spellCheck: false })}
          className="text-lg"
          data-testid="answer-input"
        />
      </label>
      {!locked &&
        (otherAction ? (
          <div className="flex flex-wrap gap-2">
            {send}
            {otherAction}
          </div>
        ) : (
          send
        ))}
    </form>
  );
}
