import { BookOpenCheck, CalendarCheck, Snowflake, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCounters as Counters } from '@brainboost/domain/schemas/languages';
import { StatTile } from './stat-tile';

/** The spec's three counters, as the server counts them, and the streak freezes the learner holds. */
export function LanguageCounters({ counters }: { counters: Counters }) {
  const { t } = useTranslation('languageLearning');
  const freezes = counters.streak.freezesAvailable;
  return (
    <section aria-labelledby="language-counters-title" className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
      <h2 id="language-counters-title" className="text-lg font-semibold">
        {t('counters.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile
          icon={<BookOpenCheck className="size-4" aria-hidden="true" />}
          label={t('counters.lessonsCompleted')}
          value={counters.lessonsCompleted}
          testId="lessons-completed"
        />
        <StatTile
          icon={<Sparkles className="size-4" aria-hidden="true" />}
          label={t('counters.wordsLearned')}
          value={counters.wordsLearned}
          testId="words-learned"
        />
        <StatTile
          icon={<CalendarCheck className="size-4" aria-hidden="true" />}
          label={t('counters.streak')}
          value={counters.streak.current}
          testId="days-streak"
        />
      </dl>
      <p className="mt-4 flex items-start gap-2 text-sm text-[var(--fg-muted)]" data-testid="streak-freezes">
        <Snowflake className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
        {freezes > 0 ? t('counters.freezes', { count: freezes }) : t('counters.freezesNone')}
      </p>
    </section>
  );
}
