import { useTranslation } from 'react-i18next';
import type { ReviewResult } from '../api/review-api';
import { useFormatInterval } from './use-format-interval';

/** How FSRS counted the answer (Again, Hard, Good, Easy) and when the card comes back. */
export function ReviewOutcome({ result, answeredAt }: { result: ReviewResult; answeredAt: number }) {
  const { t } = useTranslation('languagePractice');
  const interval = useFormatInterval();
  return (
    <p className="text-sm" data-testid="review-rating" data-rating={result.rating}>
      {t('review.rated', {
        rating: t(`review.ratings.${result.rating}`),
        interval: interval(new Date(result.nextReviewAt).getTime() - answeredAt),
      })}
    </p>
  );
}
