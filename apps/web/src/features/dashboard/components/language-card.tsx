import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { SectionCard } from '../../../components/ui/section-card';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200';

/** Language learning at a glance: the three counters, today's review and the next lesson. */
export function LanguageCard({ languages }: { languages: Dashboard['languages'] }) {
  const { t } = useTranslation('dashboard');
  const counters = [
    { key: 'lessons', value: languages.lessonsCompleted },
    { key: 'words', value: languages.wordsLearned },
    { key: 'streak', value: languages.streakDays },
  ] as const;
  return (
    <SectionCard
      icon={<Languages className="size-5" aria-hidden="true" />}
      title={t('languages.title')}
      description={t('languages.description')}
    >
      <dl className="grid grid-cols-3 gap-3" data-testid="language-counters">
        {counters.map(({ key, value }) => (
          <div key={key} className="rounded-xl bg-[var(--bg-subtle)] p-3">
            <dt className="text-sm text-[var(--fg-muted)]">{t(`languages.${key}`)}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        <li>
          {languages.reviewToday > 0 ? (
            <Link to="/language-learning/review" className={linkClass}>
              {t('languages.review', { count: languages.reviewToday })}
            </Link>
          ) : (
            t('languages.reviewDone')
          )}
        </li>
        <li>
          {languages.next ? (
            <Link to={`/language-learning/${languages.next.courseId}/lessons/${languages.next.lessonId}`} className={linkClass}>
              {t('languages.continue', { unit: languages.next.unitTitle })}
            </Link>
          ) : (
            <Link to="/language-learning" className={linkClass}>
              {t('languages.start')}
            </Link>
          )}
        </li>
      </ul>
    </SectionCard>
  );
}
