import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sameAnswer } from '@brainboost/domain/cognitive/recall-words';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import type { RecallCard } from '@brainboost/domain/schemas/recall-cards';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useRecallDeck } from '../api/recall-cards-api';
import { AttemptOutcome } from '../components/attempt-outcome';
import { RecallCardForm } from '../components/recall-card-form';
import { RecallDeckTable } from '../components/recall-deck-table';
import { useAttemptSaver } from './use-attempt-saver';

/** At most this many cards in one review; the rest stay due for the next. */
const reviewSize = 20;

type Review = { cards: RecallCard[]; index: number; shownAt: number; checked: { typed: string; right: boolean } | null };

/**
 * Spaced recall: the deck (due cards first), making cards, and a review of the due ones: the front
 * is shown, the learner types the back and checks it. The server scores the review and reschedules
 * each card (Leitner); each card is a trial of the saved attempt.
 */
export function SpacedRecallRunner() {
  const { t } = useTranslation('cognitiveTasks');
  const deck = useRecallDeck();
  const saver = useAttemptSaver('spaced-recall');
  const [review, setReview] = useState<Review | null>(null);
  const [finished, setFinished] = useState(false);
  const [answer, setAnswer] = useState('');
  const run = useRef<{ startedAt: Date; start: number; trials: AttemptTrial[] }>({ startedAt: new Date(), start: 0, trials: [] });
  const promptRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (review && !review.checked) promptRef.current?.focus();
  }, [review]);

  if (deck.isPending) return <LoadingFallback />;
  if (deck.isError) return <FormAlert message={t('errors:generic.internal')} />;

  const start = () => {
    const due = deck.data.cards.filter((c) => c.due).slice(0, reviewSize);
    run.current = { startedAt: new Date(), start: performance.now(), trials: [] };
    setFinished(false);
    saver.reset();
    setAnswer('');
    setReview({ cards: due, index: 0, shownAt: performance.now(), checked: null });
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!review || review.checked) return;
    const card = review.cards[review.index]!;
    const typed = answer.trim().slice(0, 40);
    const r = run.current;
    const rtMs = Math.round(performance.now() - review.shownAt);
    r.trials.push({ stimulus: card.id, response: typed || null, rtMs: typed ? rtMs : null, onsetMs: Math.round(review.shownAt - r.start) });
    setReview({ ...review, checked: { typed, right: sameAnswer(typed, card.back) } });
  };

  const next = () => {
    if (!review) return;
    if (review.index + 1 < review.cards.length) {
      setAnswer('');
      setReview({ ...review, index: review.index + 1, shownAt: performance.now(), checked: null });
    } else {
      setReview(null);
      setFinished(true);
      void saver.save(null, run.current.startedAt, run.current.trials);
    }
  };

  if (finished) return <AttemptOutcome state={saver.state} onRetry={() => void saver.retry()} onPlayAgain={() => setFinished(false)} />;

  if (review) {
    const card = review.cards[review.index]!;
    return (
      <section className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] p-6" aria-labelledby="recall-prompt">
        <h2 id="recall-prompt" ref={promptRef} tabIndex={-1} className="text-sm font-medium text-[var(--fg-muted)] outline-none">
          {t('spacedRecall.reviewPrompt', { n: review.index + 1, total: review.cards.length })}
        </h2>
        <p className="text-center text-4xl font-bold" data-testid="recall-front">
          {card.front}
        </p>
        <form className="flex flex-col gap-3" onSubmit={check}>
          <Field label={t('spacedRecall.answerLabel')}>
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                maxLength={40}
                value={answer}
                readOnly={review.checked !== null}
                onChange={(e) => setAnswer(e.target.value)}
                data-testid="recall-answer"
              />
            )}
          </Field>
          {review.checked === null ? (
            <div className="flex gap-2">
              <Button type="submit">{t('spacedRecall.check')}</Button>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <p
                role="status"
                className={
                  review.checked.right ? 'font-semibold text-green-800 dark:text-green-300' : 'font-semibold text-red-700 dark:text-red-300'
                }
                data-testid="recall-feedback"
              >
                {review.checked.right ? t('spacedRecall.right') : t('spacedRecall.wrong', { answer: card.back })}
              </p>
              <div>
                <Button type="button" onClick={next} autoFocus>
                  {review.index + 1 < review.cards.length ? t('spacedRecall.nextCard') : t('spacedRecall.finish')}
                </Button>
              </div>
            </div>
          )}
        </form>
      </section>
    );
  }

  const { cards, dueCount } = deck.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">{t('spacedRecall.instructions')}</p>
      <section className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 dark:bg-brand-800/30" aria-live="polite">
        <p className="font-semibold" data-testid="recall-due">
          {dueCount > 0
            ? t('spacedRecall.dueCount', { count: dueCount })
            : cards.length
              ? t('spacedRecall.noneDue')
              : t('spacedRecall.empty')}
        </p>
        {dueCount > 0 && (
          <div>
            <Button onClick={start}>{t('spacedRecall.startReview', { count: Math.min(dueCount, reviewSize) })}</Button>
          </div>
        )}
      </section>
      <RecallCardForm />
      <section className="flex flex-col gap-2" aria-labelledby="recall-deck-title">
        <h2 id="recall-deck-title" className="text-lg font-semibold">
          {t('spacedRecall.deckTitle')}
        </h2>
        <RecallDeckTable cards={cards} />
      </section>
    </div>
  );
}
