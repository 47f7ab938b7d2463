import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { courseTextLang } from '../course-language';
import type { ReviewCard as Card } from '../api/review-api';

/**
 * One review card: the English meaning, the learner types the word or phrase. "I don't remember"
 * sends an empty answer, which FSRS counts as Again. The answer's audio is withheld until checked
 * (it would give the answer away).
 */
export function ReviewCard({ card, locked, onAnswer }: { card: Card; locked: boolean; onAnswer: (answer: string) => void }) {
  const { t } = useTranslation('languagePractice');
  const [answer, setAnswer] = useState('');
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (answer.trim() && !locked) onAnswer(answer);
      }}
    >
      <p className="text-sm font-medium text-[var(--fg-muted)]">{t(`review.course.${card.courseId}`)}</p>
      <p className="text-2xl font-medium" data-testid="review-english">
        {card.english}
      </p>
      <label className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('review.label', { language: t(`review.course.${card.courseId}`) })}</span>
        <Input
          lang={courseTextLang[card.courseId]}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          readOnly={locked}
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="text-lg"
          data-testid="answer-input"
        />
      </label>
      {!locked && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" disabled={!answer.trim()} data-testid="check-answer">
            {t('player.check')}
          </Button>
          <Button variant="ghost" size="lg" onClick={() => onAnswer('')} data-testid="dont-remember">
            {t('review.dontRemember')}
          </Button>
        </div>
      )}
    </form>
  );
}
