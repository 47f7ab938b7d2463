import { ArrowLeft, CalendarCheck, Coffee } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { refreshAfterReview, useReviewQueue } from '../api/review-api';
import { ReviewSession } from '../components/review-session';
import { loadCjkFonts } from '../load-cjk-fonts';

type Phase = { step: 'intro' } | { step: 'session' } | { step: 'done'; answered: number; right: number };

function Review() {
  const { t } = useTranslation('languagePractice');
  const queue = useReviewQueue();
  const [phase, setPhase] = useState<Phase>({ step: 'intro' });
  if (queue.isPending) return <LoadingFallback />;
  if (queue.isError) return <FormAlert message={t('errors.generic')} />;
  const { due, fresh, newPaused, dueTomorrow, exercises } = queue.data;
  loadCjkFonts(exercises.map((e) => e.courseId));

  if (phase.step === 'session')
    return (
      <ReviewSession
        cards={exercises}
        onDone={(tally) => {
          setPhase({ step: 'done', ...tally });
          void refreshAfterReview();
        }}
      />
    );

  if (phase.step === 'done')
    return (
      <section
        className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
        data-testid="review-done"
      >
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <CalendarCheck className="size-6 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
          {t('review.doneTitle')}
        </h2>
        <p>{t('review.doneTally', { right: phase.right, count: phase.answered })}</p>
        {queue.isFetching ? (
          <p className="text-[var(--fg-muted)]">{t('review.counting')}</p>
        ) : (
          <>
            {exercises.length > 0 && <p data-testid="review-later-today">{t('review.laterToday', { count: exercises.length })}</p>}
            <p data-testid="review-tomorrow">{t('review.tomorrow', { count: dueTomorrow })}</p>
          </>
        )}
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/language-learning">{t('review.toHub')}</Link>
          </Button>
          {!queue.isFetching && exercises.length > 0 && (
            <Button size="lg" variant="secondary" onClick={() => setPhase({ step: 'session' })}>
              {t('review.again')}
            </Button>
          )}
        </div>
      </section>
    );

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
      data-testid="review-intro"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-[var(--bg-subtle)] p-4 ring-1 ring-[var(--border)]">
          <dt className="text-sm text-[var(--fg-muted)]">{t('review.due')}</dt>
          <dd className="text-3xl font-bold" data-testid="review-due">
            {due}
          </dd>
        </div>
        <div className="rounded-xl bg-[var(--bg-subtle)] p-4 ring-1 ring-[var(--border)]">
          <dt className="text-sm text-[var(--fg-muted)]">{t('review.fresh')}</dt>
          <dd className="text-3xl font-bold" data-testid="review-fresh">
            {fresh}
          </dd>
        </div>
      </dl>
      {newPaused && (
        <p
          className="flex items-start gap-2 rounded-xl bg-sky-50 p-4 text-sky-950 dark:bg-sky-950/40 dark:text-sky-50"
          data-testid="review-backlog"
        >
          <Coffee className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('review.backlog', { count: due })}
        </p>
      )}
      {exercises.length > 0 ? (
        <>
          <p>{t('review.how')}</p>
          <Button size="lg" autoFocus className="self-start" onClick={() => setPhase({ step: 'session' })} data-testid="start-review">
            {t('review.start', { count: exercises.length })}
          </Button>
        </>
      ) : (
        <>
          <p data-testid="review-empty">{t('review.empty')}</p>
          <p data-testid="review-tomorrow">{t('review.tomorrow', { count: dueTomorrow })}</p>
          <Button asChild size="lg" className="self-start">
            <Link to="/language-learning">{t('review.toHub')}</Link>
          </Button>
        </>
      )}
    </section>
  );
}

/** /language-learning/review — the daily review over every course. */
export function ReviewPage() {
  const { t } = useTranslation('languagePractice');
  useDocumentTitle(t('review.title'));
  return (
    <RequireSignIn>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <Link
          to="/language-learning"
          className="flex items-center gap-1 self-start text-sm text-brand-700 hover:underline dark:text-brand-200"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('review.toHub')}
        </Link>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('review.title')}</h1>
          <p className="mt-1 text-[var(--fg-muted)]">{t('review.lead')}</p>
        </div>
        <Review />
      </div>
    </RequireSignIn>
  );
}
