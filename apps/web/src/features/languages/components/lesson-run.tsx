import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import type { Exercise, LessonAttempt } from '@brainboost/domain/schemas/languages';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { randomUuid } from '../../../lib/random-uuid';
import { answerExercise, type AnswerResult } from '../api/lesson-attempts-api';
import { AnswerFeedback } from './answer-feedback';
import { ExerciseView } from './exercise-view';
import { LessonMaterial } from './lesson-material';
import { LessonSummary } from './lesson-summary';
import { ReadingsToggle } from './readings-toggle';
import { RolePlayChat } from './role-play-chat';
import { useAttemptRequests } from './use-attempt-requests';
import { useShowReadings } from './use-show-readings';

type Answered = { exercise: Exercise; result: AnswerResult };

/** Every reading the attempt carries, so the grammar examples can show them too. */
const readingsOf = (exercises: readonly Exercise[]) =>
  Object.assign({}, ...exercises.map((e) => e.readings ?? {})) as Record<string, CourseReading>;

/**
 * One attempt at a lesson: its reading material, then each exercise the server still wants
 * answered right; every answer is checked on the server, a wrong one is explained and asked again
 * after the others; when none is left the lesson is completed and summed up.
 */
export function LessonRun({ attempt }: { attempt: LessonAttempt }) {
  const { t } = useTranslation('languagePractice');
  const [showReadings, setShowReadings] = useShowReadings();
  const [exercises, setExercises] = useState(attempt.exercises);
  const [remaining, setRemaining] = useState(attempt.remaining);
  const [reading, setReading] = useState(!!attempt.material && attempt.remaining.length === attempt.exercises.length);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const { busy, error, completion, run, finish } = useAttemptRequests(attempt.attemptId);
  const [tally, setTally] = useState({ asked: new Set<string>(), missed: new Set<string>() });
  const turns = useRef(0);
  const clientKey = useRef(randomUuid());

  const current = exercises.find((e) => e.id === remaining[0]);
  const total = attempt.type === 'conversation' ? null : attempt.exercises.length;

  function submit(answer: string) {
    if (!current || busy) return;
    void run(async () => {
      const result = await answerExercise(attempt.attemptId, { clientKey: clientKey.current, exerciseId: current.id, answer });
      setAnswered({ exercise: current, result });
      setTally(({ asked, missed }) => ({
        asked: new Set(asked).add(current.id),
        missed: result.verdict === 'wrong' && !asked.has(current.id) ? new Set(missed).add(current.id) : missed,
      }));
    });
  }

  function next() {
    if (!answered) return;
    const { result } = answered;
    if (result.next) setExercises([result.next]);
    setRemaining(result.remaining);
    setAnswered(null);
    clientKey.current = randomUuid();
    turns.current += 1;
    if (result.remaining.length === 0) void finish();
  }

  // A role-play with the AI partner has its own chat; if the model fails it hands back the scripted attempt.
  if (attempt.mode === 'model') return <RolePlayChat attempt={attempt} scripted={(fresh) => <LessonRun attempt={fresh} />} />;

  if (completion)
    return (
      <LessonSummary
        courseId={attempt.courseId}
        lessonId={attempt.lessonId}
        completion={completion}
        firstTry={{ right: tally.asked.size - tally.missed.size, of: tally.asked.size }}
      />
    );

  const readings = readingsOf(exercises);
  const material = attempt.material && (
    <LessonMaterial
      type={attempt.type}
      material={attempt.material}
      courseId={attempt.courseId}
      readings={readings}
      showReadings={showReadings}
    />
  );
  const done = total === null ? turns.current : total - remaining.length;

  return (
    <div className="flex flex-col gap-6">
      <ReadingsToggle courseId={attempt.courseId} checked={showReadings} onChange={setShowReadings} />
      {total !== null && total > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-[var(--fg-muted)]" id="lesson-progress-label">
            {t('player.progress', { done, total })}
          </p>
          <div
            role="progressbar"
            aria-labelledby="lesson-progress-label"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            className="h-2 overflow-hidden rounded-full bg-[var(--bg-subtle)] ring-1 ring-[var(--border)]"
          >
            <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(100 * done) / total}%` }} />
          </div>
        </div>
      )}
      {reading ? (
        <>
          {material}
          <Button
            size="lg"
            autoFocus
            className="self-start"
            onClick={() => (remaining.length ? setReading(false) : void finish())}
            disabled={busy}
            data-testid="start-exercises"
          >
            {t(
              remaining.length === 0
                ? 'player.finishReading'
                : attempt.type === 'conversation'
                  ? 'player.startConversation'
                  : 'player.startExercises',
            )}
          </Button>
        </>
      ) : (
        <>
          {attempt.material && attempt.type === 'grammar' && (
            <details className="rounded-xl border border-[var(--border)] px-4 py-2">
              <summary className="cursor-pointer font-medium">{t('player.explanationAgain')}</summary>
              <div className="mt-3">{material}</div>
            </details>
          )}
          {attempt.type === 'conversation' && material}
          {current && (
            <section
              className="flex flex-col gap-5 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm sm:p-6"
              aria-labelledby="exercise-prompt"
              data-exercise={current.id}
            >
              <h2
                id="exercise-prompt"
                className={current.kind === 'reply' ? 'sr-only' : 'text-lg font-semibold'}
                data-testid="exercise-prompt"
                data-kind={current.kind}
              >
                {current.prompt}
              </h2>
              <ExerciseView
                key={`${current.id}-${turns.current}`}
                exercise={current}
                courseId={attempt.courseId}
                showReadings={showReadings}
                locked={busy || answered !== null}
                onAnswer={submit}
              />
            </section>
          )}
          {!current && remaining.length === 0 && !answered && (
            <Button size="lg" className="self-start" onClick={() => void finish()} disabled={busy} autoFocus data-testid="finish-lesson">
              {t('player.finish')}
            </Button>
          )}
        </>
      )}
      <div aria-live="polite" aria-atomic="true">
        {answered && (
          <AnswerFeedback
            feedback={answered.result}
            courseId={attempt.courseId}
            showReadings={showReadings}
            correctInTarget={answered.exercise.kind !== 'choose'}
            // A dialogue asks the same turn again at once; other lessons ask a missed exercise after the rest.
            comesBack={attempt.type !== 'conversation' && answered.result.remaining.includes(answered.exercise.id)}
          />
        )}
      </div>
      {answered && (
        <Button size="lg" autoFocus className="self-start" onClick={next} data-testid="continue">
          {t(answered.result.remaining.length ? 'player.continue' : 'player.finish')}
        </Button>
      )}
      <FormAlert message={error} />
    </div>
  );
}
