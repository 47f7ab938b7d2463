import { Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import type { LessonAttempt, RolePlayTurn } from '@brainboost/domain/schemas/languages';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { answerExercise } from '../api/lesson-attempts-api';
import { reloadAttempt } from '../api/role-play-api';
import { courseTextLang, mixedTextStyle } from '../course-language';
import { ItemAudio } from './item-audio';
import { LessonMaterial } from './lesson-material';
import { LessonSummary } from './lesson-summary';
import { ReadingsToggle } from './readings-toggle';
import { keepReplyDraft } from './reply-draft';
import { TargetText } from './target-text';
import { useAttemptRequests } from './use-attempt-requests';
import { useShowReadings } from './use-show-readings';

type Readings = Record<string, CourseReading>;

const safetyConcerns = new Set(['selfHarm', 'sexual', 'violence', 'personalDetails']);

/**
 * A conversation lesson played with the AI partner: the exchange as a chat (the partner on the
 * left, the learner on the right with the partner's short correction under it), one message at a
 * time. A flagged exchange gets the tutor's safety message and the turn stays open. When the
 * model fails, the server switches the attempt to the scripted dialogue: `scripted` renders it,
 * starting with the message the learner had written.
 */
export function RolePlayChat({ attempt, scripted }: { attempt: LessonAttempt; scripted: (attempt: LessonAttempt) => ReactNode }) {
  const { t } = useTranslation(['languagePractice', 'homework']);
  const [showReadings, setShowReadings] = useShowReadings();
  const [turns, setTurns] = useState<RolePlayTurn[]>(attempt.rolePlay?.turns ?? []);
  const [current, setCurrent] = useState(attempt.exercises[0] ?? null);
  const [text, setText] = useState('');
  const { busy, error, completion, run, finish } = useAttemptRequests(attempt.attemptId);
  const [refusal, setRefusal] = useState<string>();
  const [fallback, setFallback] = useState<LessonAttempt | null>(null);
  const [clientKey, setClientKey] = useState(randomUuid);
  // Readings the server sent (for lines the course has them: the opening and lines taken from the unit).
  const [readings, setReadings] = useState<Readings>(() => ({ ...attempt.exercises[0]?.readings }));
  const { courseId } = attempt;
  const lang = courseTextLang[courseId];
  const partnerName = current?.partner?.name ?? String(attempt.material?.partner ?? '');
  const maxTurns = attempt.rolePlay?.maxTurns ?? turns.length;

  if (fallback)
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={error} />
        {scripted(fallback)}
      </div>
    );
  if (completion)
    return <LessonSummary courseId={courseId} lessonId={attempt.lessonId} completion={completion} firstTry={{ right: 0, of: 0 }} />;

  function send() {
    const message = text.trim();
    if (!current || !message || busy) return;
    setRefusal(undefined);
    void run(async () => {
      try {
        const result = await answerExercise(attempt.attemptId, { clientKey, exerciseId: current.id, answer: message });
        setClientKey(randomUuid());
        if (result.refused) {
          setRefusal(t(`homework:safety.${safetyConcerns.has(result.refused) ? result.refused : 'general'}`));
          return;
        }
        if (result.turn) setTurns((played) => [...played, result.turn!]);
        setCurrent(result.next ?? null);
        if (result.next?.readings) setReadings((known) => ({ ...known, ...result.next!.readings }));
        setText('');
      } catch (err) {
        if (err instanceof ApiError && err.code === 'LANGUAGE_PARTNER_UNAVAILABLE') {
          keepReplyDraft(courseId, message);
          // The scripted dialogue takes over; if even it can't be loaded, the error says what happened and the learner can send again.
          setFallback(await reloadAttempt(attempt).catch(() => null));
        }
        throw err;
      }
    });
  }

  const opening = attempt.rolePlay?.opening;

  return (
    <div className="flex flex-col gap-6">
      <ReadingsToggle courseId={courseId} checked={showReadings} onChange={setShowReadings} />
      {attempt.material && (
        <LessonMaterial type={attempt.type} material={attempt.material} courseId={courseId} readings={{}} showReadings={showReadings} />
      )}
      <section
        aria-labelledby="role-play-heading"
        className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-sm sm:p-6"
        data-testid="role-play"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="role-play-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
            {t('rolePlay.heading')}
          </h2>
          <p className="text-sm text-[var(--fg-muted)]" data-testid="role-play-turns">
            {t('rolePlay.turns', { turn: Math.min(turns.length + 1, maxTurns), max: maxTurns })}
          </p>
        </div>
        <p className="text-sm text-[var(--fg-muted)]">{t('rolePlay.about', { partner: partnerName })}</p>
        <ol className="flex flex-col gap-3" aria-label={t('rolePlay.transcript')} data-testid="role-play-transcript">
          {opening && (
            <PartnerBubble
              name={partnerName}
              say={opening.say}
              translation={opening.translation}
              courseId={courseId}
              reading={readings[opening.say]}
              showReadings={showReadings}
              audio={turns.length === 0}
            />
          )}
          {turns.map((turn, i) => (
            <TurnBubbles
              key={i}
              turn={turn}
              name={partnerName}
              courseId={courseId}
              showReadings={showReadings}
              readings={readings}
              audio={i === turns.length - 1}
              t={t}
            />
          ))}
        </ol>
        {current ? (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label className="flex flex-1 flex-col gap-2">
              <span className="text-sm font-medium">{t('rolePlay.label')}</span>
              <Input
                lang={lang}
                value={text}
                onChange={(event) => setText(event.target.value)}
                readOnly={busy}
                autoFocus
                autoComplete="off"
                maxLength={2000}
                className="text-lg"
                data-testid="role-play-input"
              />
            </label>
            <Button type="submit" size="lg" disabled={busy || !text.trim()} data-testid="role-play-send">
              {t(busy ? 'rolePlay.waiting' : 'rolePlay.send', { partner: partnerName })}
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="font-medium" role="status">
              {t('rolePlay.ended')}
            </p>
            <Button size="lg" className="self-start" onClick={() => void finish()} disabled={busy} autoFocus data-testid="finish-lesson">
              {t('player.finish')}
            </Button>
          </div>
        )}
        <div aria-live="polite">{refusal && <FormAlert message={refusal} />}</div>
      </section>
      <FormAlert message={error} />
    </div>
  );
}

function PartnerBubble({
  name,
  say,
  translation,
  courseId,
  reading,
  showReadings = false,
  audio,
}: {
  name: string;
  say: string;
  translation: string;
  courseId: LessonAttempt['courseId'];
  reading?: CourseReading | undefined;
  showReadings?: boolean;
  /** Only the line the learner answers next offers its audio; the chat stays readable. */
  audio: boolean;
}) {
  return (
    <li className="flex max-w-[85%] flex-col gap-1 self-start rounded-2xl rounded-tl-sm bg-[var(--bg-subtle)] p-3" data-role="partner">
      <span className="text-xs font-semibold" lang={courseTextLang[courseId]}>
        {name}
      </span>
      <span className="text-lg">
        <TargetText courseId={courseId} text={say} reading={reading} showReadings={showReadings} />
      </span>
      <span className="text-sm text-[var(--fg-muted)]">{translation}</span>
      {audio && <ItemAudio courseId={courseId} text={say} />}
    </li>
  );
}

function TurnBubbles({
  turn,
  name,
  courseId,
  showReadings,
  readings,
  audio,
  t,
}: {
  turn: RolePlayTurn;
  name: string;
  courseId: LessonAttempt['courseId'];
  showReadings: boolean;
  readings: Readings;
  audio: boolean;
  t: (key: string) => string;
}) {
  return (
    <>
      <li
        className="flex max-w-[85%] flex-col gap-1 self-end rounded-2xl rounded-tr-sm bg-brand-600 p-3 text-white dark:bg-brand-700"
        data-role="learner"
      >
        <span className="text-xs font-semibold">{t('rolePlay.you')}</span>
        <span className="text-lg" lang={courseTextLang[courseId]}>
          {turn.learner}
        </span>
      </li>
      {turn.correction && (
        <li
          className="max-w-[85%] self-end rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
          data-role="correction"
          style={mixedTextStyle(courseId)}
        >
          <span className="font-semibold">{t('rolePlay.correction')}</span> {turn.correction}
        </li>
      )}
      <PartnerBubble
        name={name}
        say={turn.partner.say}
        translation={turn.partner.translation}
        courseId={courseId}
        reading={readings[turn.partner.say]}
        showReadings={showReadings}
        audio={audio}
      />
    </>
  );
}
