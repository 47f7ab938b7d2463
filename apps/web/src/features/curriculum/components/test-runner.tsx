import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import type { ItemAnswer, TestAttempt, TestResult } from '@brainboost/domain/schemas/curriculum';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { submitTest } from '../api/curriculum-api';
import { AnswerReview } from './answer-review';
import { answerReady, initialAnswer, ItemQuestion } from './item-question';
import { MasteryBadge } from './mastery-badge';

type Answers = Record<string, ItemAnswer>;

/** Answers so far survive a reload of the tab (never the server's business until submitted). */
const draftKey = (attemptId: string) => `brainboost-test-${attemptId}`;
function readDraft(attempt: TestAttempt): Answers {
  const start = Object.fromEntries(attempt.questions.flatMap((q) => (q.item.kind === 'order' ? [[q.id, initialAnswer(q.item)!]] : [])));
  try {
    return { ...start, ...(JSON.parse(sessionStorage.getItem(draftKey(attempt.attemptId)) ?? '{}') as Answers) };
  } catch {
    return start;
  }
}

function useSecondsLeft(deadlineAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadlineAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  return deadlineAt ? Math.max(0, Math.round((new Date(deadlineAt).getTime() - now) / 1000)) : null;
}

/** A quiz or unit practice test: every question, a timer when timed, one submit scored on the server, then the review. */
export function TestRunner({
  attempt,
  band,
  initialResult,
  skillTitles,
}: {
  attempt: TestAttempt;
  band: CurriculumBand;
  initialResult?: TestResult | undefined;
  /** Skill ids to their titles, for the mastery changes. */
  skillTitles: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('curriculum');
  const [answers, setAnswers] = useState<Answers>(() => readDraft(attempt));
  const [result, setResult] = useState<TestResult | undefined>(initialResult);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const secondsLeft = useSecondsLeft(result ? null : attempt.deadlineAt);

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const scored = await submitTest(
        attempt.attemptId,
        attempt.questions.filter((q) => answerReady(q.item, answers[q.id])).map((q) => ({ questionId: q.id, answer: answers[q.id]! })),
      );
      sessionStorage.removeItem(draftKey(attempt.attemptId));
      setResult(scored);
      window.scrollTo({ top: 0 });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  // A timed test sends what is answered when time runs out.
  useEffect(() => {
    if (secondsLeft === 0 && !result && !busy) void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the moment time runs out
  }, [secondsLeft === 0]);

  if (result) {
    return (
      <div className="flex flex-col gap-6">
        <div className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm" role="status">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">{t('test.score')}</p>
          <p className="mt-1 text-4xl font-bold">{t('test.scoreValue', { score: result.score, total: result.total })}</p>
          {result.mastery.length > 0 && (
            <ul className="mt-4 flex flex-col gap-2">
              {result.mastery.map((m) => (
                <li key={m.skill} className="flex flex-wrap items-center gap-2 text-sm">
                  <span>{skillTitles.get(m.skill) ?? m.skill}</span>
                  <MasteryBadge mastery={{ level: m.before, dueForReview: false }} />
                  <span aria-hidden="true">→</span>
                  <MasteryBadge mastery={{ level: m.after, dueForReview: false }} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <h2 className="text-2xl font-semibold">{t('test.review')}</h2>
        <ol className="flex flex-col gap-6">
          {result.review.map((r, i) => (
            <li key={r.questionId} className="flex flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5">
              <h3 className="text-sm font-semibold text-[var(--fg-muted)]">
                {t('test.question', { n: i + 1, total: result.review.length })}
              </h3>
              <ItemQuestion item={r.item} band={band} answer={answers[r.questionId]} onAnswer={() => {}} disabled />
              {!r.answered && <p className="text-sm font-medium">{t('test.unanswered')}</p>}
              <AnswerReview item={r.item} band={band} verdict={r.verdict} reveal={r.reveal} explanation={r.explanation} headingLevel={4} />
            </li>
          ))}
        </ol>
      </div>
    );
  }

  const answeredCount = attempt.questions.filter((q) => answerReady(q.item, answers[q.id])).length;
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {secondsLeft !== null && (
        <p
          className="sticky top-16 z-10 flex items-center gap-2 self-start rounded-full border border-[var(--border)] bg-[var(--card)] px-4 py-2 font-semibold shadow-sm"
          role="timer"
          aria-live="off"
        >
          <Clock className="size-4" aria-hidden="true" />
          {t('test.timeLeft', { minutes: Math.floor(secondsLeft / 60), seconds: String(secondsLeft % 60).padStart(2, '0') })}
        </p>
      )}
      <ol className="flex flex-col gap-6">
        {attempt.questions.map((q, i) => (
          <li key={q.id} className="flex flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5">
            <h2 className="text-sm font-semibold text-[var(--fg-muted)]">
              {t('test.question', { n: i + 1, total: attempt.questions.length })}
            </h2>
            <ItemQuestion
              item={q.item}
              band={band}
              answer={answers[q.id]}
              onAnswer={(a) =>
                setAnswers((current) => {
                  const next = { ...current, [q.id]: a };
                  try {
                    sessionStorage.setItem(draftKey(attempt.attemptId), JSON.stringify(next));
                  } catch {
                    // kept in this page only
                  }
                  return next;
                })
              }
              disabled={busy}
            />
          </li>
        ))}
      </ol>
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={busy}>
          {t('test.submit')}
        </Button>
        <p className="text-sm text-[var(--fg-muted)]">{t('test.answered', { answered: answeredCount, total: attempt.questions.length })}</p>
      </div>
    </form>
  );
}
