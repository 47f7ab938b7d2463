import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { SectionCard } from '../../../components/ui/section-card';

/** Days in a row with any activity, the longest run, and whether today counts yet. */
export function StreakCard({ streak }: { streak: Dashboard['streak'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard icon={<Flame className="size-5" aria-hidden="true" />} title={t('streak.title')} description={t('streak.what')}>
      <dl className="grid grid-cols-2 gap-3" data-testid="streak">
        <div className="rounded-xl bg-[var(--bg-subtle)] p-3">
          <dt className="text-sm text-[var(--fg-muted)]">{t('streak.current')}</dt>
          <dd className="text-2xl font-semibold" data-testid="streak-current">
            {t('streak.days', { count: streak.current })}
          </dd>
        </div>
        <div className="rounded-xl bg-[var(--bg-subtle)] p-3">
          <dt className="text-sm text-[var(--fg-muted)]">{t('streak.longest')}</dt>
          <dd className="text-2xl font-semibold">{t('streak.days', { count: streak.longest })}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">{streak.activeToday ? t('streak.todayDone') : t('streak.todayOpen')}</p>
    </SectionCard>
  );
}
