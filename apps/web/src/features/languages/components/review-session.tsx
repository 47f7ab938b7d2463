import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { answerReview, type ReviewCard as Card, type ReviewResult } from '../api/review-api';
import { AnswerFeedback } from './answer-feedback';
import { ItemAudio } from './item-audio';
import { ReadingsToggle } from './readings-toggle';
import { ReviewCard } from './review-card';
import { ReviewOutcome } from './review-outcome';
import { useShowReadings } from './use-show-readings';

type Answered = { card: Card; result: ReviewResult; at: number };

/**
 * Works through the day's cards in the server's order (due, most forgotten first, then new).
 * A card answered wrong goes to the back of the session and is asked again.
 */
export function ReviewSession({ cards, onDone }: { cards: Card[]; onDone: (tally: { answered: number; right: number }) => void }) {
  const { t } = useTranslation('languagePractice');
  const [showReadings, setShowReadings] = useShowReadings();
  const [queue, setQueue] = useState(cards);
  const [position, setPosition] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [tally, setTally] = useState({ answered: 0, right: 0 });
  const shownAt = useRef(Date.now());
  const clientKey = useRef(randomUuid());
  const card = queue[position];

  async function submit(answer: string) {
    if (!card || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answerMs = Math.min(3_600_000, Date.now() - shownAt.current);
      const result = await answerReview({
        clientKey: clientKey.current,
        courseId: card.courseId,
        itemId: card.itemId ?? card.id,
        answer,
        answerMs,
      });
      setAnswered({ card, result, at: Date.now() });
      setTally((n) => ({ answered: n.answered + 1, right: n.right + (result.verdict === 'wrong' ? 0 : 1) }));
      if (result.verdict === 'wrong') setQueue((q) => [...q, card]);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  function next() {
    setAnswered(null);
    clientKey.current = randomUuid();
    shownAt.current = Date.now();
    if (position + 1 >= queue.length) onDone(tally);
    else setPosition(position + 1);
  }

  if (!card) return null;
  const left = queue.length - position;
  return (
    <div className="flex flex-col gap-6">
      {queue.some((c) => c.courseId === 'zh' || c.courseId === 'yue' || c.courseId === 'ja') && (
        <ReadingsToggle courseId={card.courseId} checked={showReadings} onChange={setShowReadings} />
      )}
      <p className="text-sm text-[var(--fg-muted)]" data-testid="review-left">
        {t('review.left', { count: left })}
      </p>
      <section
        className="flex flex-col gap-5 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm sm:p-6"
        data-item={card.itemId ?? card.id}
      >
        <h2 className="text-lg font-semibold">{t('review.prompt')}</h2>
        <ReviewCard key={`${card.id}-${position}`} card={card} locked={busy || answered !== null} onAnswer={(a) => void submit(a)} />
      </section>
      <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-3">
        {answered && (
          <>
            <AnswerFeedback
              feedback={answered.result}
              courseId={answered.card.courseId}
              showReadings={showReadings}
              correctInTarget
              comesBack={answered.result.verdict === 'wrong'}
            />
            <ReviewOutcome result={answered.result} answeredAt={answered.at} />
          </>
        )}
      </div>
      {answered && answered.card.speech && <ItemAudio courseId={answered.card.courseId} text={answered.card.speech.text} />}
      {answered && (
        <Button size="lg" autoFocus className="self-start" onClick={next} data-testid="continue">
          {t(position + 1 >= queue.length ? 'review.finish' : 'player.continue')}
        </Button>
      )}
      <FormAlert message={error} />
    </div>
  );
}
