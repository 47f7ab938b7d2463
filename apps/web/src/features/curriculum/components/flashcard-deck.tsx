import { ChevronLeft, ChevronRight, Layers, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { InlineMarkdown } from './lesson-markdown';

/** The topic's flashcards, one at a time: the front, then its back on a turn; previous and next. */
export function FlashcardDeck({ cards, language }: { cards: { front: string; back: string }[]; language: string }) {
  const { t } = useTranslation('curriculum');
  const [index, setIndex] = useState(0);
  const [turned, setTurned] = useState(false);
  const card = cards[index]!;
  const go = (next: number) => {
    setIndex((next + cards.length) % cards.length);
    setTurned(false);
  };
  return (
    <section
      aria-labelledby="flashcards-heading"
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
    >
      <h2 id="flashcards-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Layers className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        {t('flashcards.title')}
      </h2>
      <p className="text-sm text-[var(--fg-muted)]" aria-live="polite">
        {t('flashcards.position', { n: index + 1, total: cards.length })}
      </p>
      <button
        type="button"
        onClick={() => setTurned((v) => !v)}
        className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/50 p-6 text-center text-xl dark:border-brand-600 dark:bg-brand-800/20"
        aria-live="polite"
      >
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">
          {turned ? t('flashcards.back') : t('flashcards.front')}
        </span>
        <span lang={language} className={turned ? 'font-normal' : 'font-semibold'}>
          <InlineMarkdown text={turned ? card.back : card.front} />
        </span>
        <span className="sr-only">{turned ? t('flashcards.showFront') : t('flashcards.showBack')}</span>
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => go(index - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('flashcards.previous')}
        </Button>
        <Button variant="ghost" onClick={() => setTurned((v) => !v)}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('flashcards.turn')}
        </Button>
        <Button variant="secondary" onClick={() => go(index + 1)}>
          {t('flashcards.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
