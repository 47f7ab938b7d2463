import { CheckCircle2, Info, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import { cn } from '../../../components/ui/cn';
import { mixedTextStyle } from '../course-language';
import { TargetText } from './target-text';

export type Feedback = {
  verdict: 'correct' | 'typo' | 'wrong';
  note?: 'accents' | 'spelling' | 'tones' | undefined;
  correctAnswer: string;
  explanation: string;
  readings?: Record<string, CourseReading> | undefined;
};

const tone = {
  correct: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50',
  typo: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-50',
  wrong: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50',
} as const;

/**
 * The server's verdict, said kindly: right; right with a small slip (accents, spelling, tones)
 * and the exact form; or not yet, with the right answer, why, and that it comes back later.
 * `correctInTarget`: the correct answer is in the course's language (not an English meaning).
 */
export function AnswerFeedback({
  feedback,
  courseId,
  showReadings,
  correctInTarget,
  comesBack,
}: {
  feedback: Feedback;
  courseId: LanguageCourseId;
  showReadings: boolean;
  correctInTarget: boolean;
  /** A wrong answer is asked again later in this session. */
  comesBack: boolean;
}) {
  const { t } = useTranslation('languagePractice');
  const Icon = feedback.verdict === 'correct' ? CheckCircle2 : feedback.verdict === 'typo' ? Info : RotateCcw;
  const answer = correctInTarget ? (
    <TargetText
      courseId={courseId}
      text={feedback.correctAnswer}
      reading={feedback.readings?.[feedback.correctAnswer]}
      showReadings={showReadings}
      className="text-xl font-semibold"
    />
  ) : (
    <span className="font-semibold">{feedback.correctAnswer}</span>
  );
  return (
    <div
      style={mixedTextStyle(courseId)}
      className={cn('flex flex-col gap-2 rounded-2xl border p-4', tone[feedback.verdict])}
      data-testid="answer-feedback"
      data-verdict={feedback.verdict}
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {t(`feedback.${feedback.verdict}`)}
      </p>
      {feedback.verdict === 'typo' && feedback.note && <p>{t(`feedback.note.${feedback.note}`)}</p>}
      {feedback.verdict !== 'correct' && (
        <p data-testid="correct-answer">
          {t('feedback.correctAnswer')} {answer}
        </p>
      )}
      {feedback.verdict === 'wrong' && feedback.explanation && (
        <p data-testid="explanation">
          <span className="font-medium">{t('feedback.why')}</span> {feedback.explanation}
        </p>
      )}
      {feedback.verdict === 'wrong' && comesBack && <p className="text-sm">{t('feedback.comesBack')}</p>}
    </div>
  );
}
