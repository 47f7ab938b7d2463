import { Lightbulb, ListOrdered, Lock, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import { Button } from '../../../components/ui/button';
import { DiagramAnswerView } from './diagram-answer-view';
import { ExplanationText } from './explanation-text';
import { MathTex } from '../../../components/math-tex';
import { SourcedAnswerView } from './sourced-answer-view';

type MathAnswer = Extract<TutorAnswer, { kind: 'math' }>;

/** Hints first, then one step at a time, then the whole solution (when the plan includes it). */
function MathAnswerView({ answer, gradeBand, revealAll }: { answer: MathAnswer; gradeBand: GradeBand; revealAll: boolean }) {
  const { t } = useTranslation('homework');
  const [hints, setHints] = useState(revealAll ? answer.hints.length : 1);
  const [steps, setSteps] = useState(revealAll ? answer.steps.length : 0);
  const [solved, setSolved] = useState(revealAll);
  const allSteps = steps >= answer.steps.length;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-medium text-[var(--fg-muted)]">{t('answer.problem')}</p>
        <MathTex latex={answer.problemLatex} display />
      </div>
      <ol className="flex flex-col gap-2" aria-label={t('answer.hintsLabel')}>
        {answer.hints.slice(0, hints).map((hint, i) => (
          <li key={i} className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-900/30 dark:text-amber-100">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <ExplanationText line={hint} gradeBand={gradeBand} />
          </li>
        ))}
      </ol>
      {steps > 0 && (
        <ol className="flex flex-col gap-2" aria-label={t('answer.stepsLabel')}>
          {answer.steps.slice(0, steps).map((step, i) => (
            <li key={i} className="rounded-lg border border-[var(--border)] p-3">
              <p className="text-sm font-semibold">{t('answer.stepNumber', { number: i + 1 })}</p>
              <ExplanationText line={step} gradeBand={gradeBand} />
              {step.latex && <MathTex latex={step.latex} display />}
            </li>
          ))}
        </ol>
      )}
      {solved && answer.explanation && (
        <div className="rounded-lg border border-[var(--border)] p-3">
          <p className="text-sm font-semibold">{t('answer.explanation')}</p>
          <p className="whitespace-pre-wrap">{answer.explanation}</p>
        </div>
      )}
      {solved && answer.answer && (
        <div
          className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-900/30 dark:text-emerald-100"
          role="status"
        >
          <CheckCircle2 className="mt-1 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('answer.finalAnswer')}</p>
            <MathTex latex={answer.answer.latex} display />
            {/* A word problem's arithmetic is checked, never the way its words were read. */}
            <p className="text-sm">
              {answer.verified ? t('answer.verified') : t(answer.topic === 'word' ? 'answer.unverifiedWordProblem' : 'answer.unverified')}
            </p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {hints < answer.hints.length && (
          <Button variant="secondary" onClick={() => setHints(hints + 1)}>
            <Lightbulb className="size-4" aria-hidden="true" />
            {t('answer.anotherHint')}
          </Button>
        )}
        {!allSteps && (
          <Button variant="secondary" onClick={() => setSteps(steps + 1)}>
            <ListOrdered className="size-4" aria-hidden="true" />
            {t('answer.nextStep')}
          </Button>
        )}
        {!solved && !answer.solutionLocked && answer.answer && (
          <Button
            onClick={() => {
              setHints(answer.hints.length);
              setSteps(answer.steps.length);
              setSolved(true);
            }}
          >
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('answer.showSolution')}
          </Button>
        )}
      </div>
      {answer.solutionLocked && allSteps && (
        <p className="flex items-start gap-2 rounded-lg border border-[var(--border)] p-3 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('answer.solutionLocked')}{' '}
            <Link to="/pricing" className="font-medium text-brand-700 underline dark:text-brand-300">
              {t('answer.seePlans')}
            </Link>
          </span>
        </p>
      )}
    </div>
  );
}

/** The tutor's reply to one question. */
export function TutorAnswerView({
  answer,
  gradeBand,
  revealAll = false,
}: {
  answer: TutorAnswer;
  gradeBand: GradeBand;
  revealAll?: boolean;
}) {
  const { t, i18n } = useTranslation('homework');
  if (answer.kind === 'math') return <MathAnswerView answer={answer} gradeBand={gradeBand} revealAll={revealAll} />;
  if (answer.kind === 'sourced') return <SourcedAnswerView answer={answer} />;
  if (answer.kind === 'diagram' || answer.kind === 'figureImpossible') return <DiagramAnswerView answer={answer} />;
  if (answer.kind === 'text') {
    return (
      <div>
        <p className="whitespace-pre-wrap">{answer.text}</p>
        <ReadAloudButton text={answer.text} locale={i18n.resolvedLanguage ?? 'en'} className="mt-3" />
        <p className="mt-2 text-xs text-[var(--fg-muted)]">{t('answer.modelNote')}</p>
      </div>
    );
  }
  if (answer.reason === 'unsafe') {
    return (
      <div role="status" className="rounded-lg bg-sky-50 p-4 text-sky-950 dark:bg-sky-900/30 dark:text-sky-100">
        <p>{t(`safety.${answer.concern ?? 'general'}`, { context: gradeBand })}</p>
      </div>
    );
  }
  return <p role="status">{t(`unanswered.${answer.reason}`)}</p>;
}
