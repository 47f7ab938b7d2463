import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ReviewCard as Card } from '../api/review-api';
import { TypedAnswerForm } from './typed-answer-form';

/**
 * One review card: the English meaning, the learner types the word or phrase. "I don't remember"
 * sends an empty answer, which FSRS counts as Again. The answer's audio is withheld until checked
 * (it would give the answer away).
 */
export function ReviewCard({ card, locked, onAnswer }: { card: Card; locked: boolean; onAnswer: (answer: string) => void }) {
  const { t } = useTranslation('languagePractice');
  const language = t(`review.course.${card.courseId}`);
  return (
    <TypedAnswerForm
      courseId={card.courseId}
      label={t('review.label', { language })}
      submitLabel={t('player.check')}
      locked={locked}
      onAnswer={onAnswer}
      otherAction={
        <Button variant="ghost" size="lg" onClick={() => onAnswer('')} data-testid="dont-remember">
          {t('review.dontRemember')}
        </Button>
      }
    >
      <p className="text-sm font-medium text-[var(--fg-muted)]">{language}</p>
      <p className="text-2xl font-medium" data-testid="review-english">
        {card.english}
      </p>
    </TypedAnswerForm>
  );
}
