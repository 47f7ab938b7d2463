import { CheckCircle2, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useTodaysReview } from '../api/progress-api';

/** How many cards are due and new today, and the way into the review; a calm "done" when there is nothing. */
export function TodaysReviewCard() {
  const { t } = useTranslation('languageLearning');
  const review = useTodaysReview();
  return (
    <SectionCard icon={<Repeat className="size-5" aria-hidden="true" />} title={t('review.title')} description={t('review.what')}>
      {review.isPending ? (
        <div className="h-10 animate-pulse rounded-lg bg-[var(--bg-subtle)]" aria-hidden="true" />
      ) : review.isError ? (
        <FormAlert message={t('errors:generic.internal')} />
      ) : review.data.due + review.data.fresh === 0 ? (
        <p className="flex items-start gap-2" data-testid="review-done">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
          {t('review.done')}
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ul className="flex flex-col text-lg font-semibold" data-testid="review-counts">
            {review.data.due > 0 && <li>{t('review.due', { count: review.data.due })}</li>}
            {review.data.fresh > 0 && <li>{t('review.fresh', { count: review.data.fresh })}</li>}
          </ul>
          <Button asChild className="shrink-0">
            <Link to="/language-learning/review">{t('review.start')}</Link>
          </Button>
        </div>
      )}
      {review.data?.newPaused && <p className="mt-3 text-sm text-[var(--fg-muted)]">{t('review.paused')}</p>}
    </SectionCard>
  );
}
