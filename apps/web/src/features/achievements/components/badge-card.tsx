import { Award, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AchievementsOverview } from '@brainboost/domain/schemas/achievements';
import { cn } from '../../../components/ui/cn';
import { useFormatDate } from '../../../components/use-format-date';

type Badge = AchievementsOverview['badges'][number];

/** One badge: its name, the rule that earns it, and when it was earned or how far along it is. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation('achievements');
  const formatDate = useFormatDate();
  const earned = badge.earnedAt !== null;
  const rule = t(`rules.${badge.measure}`, {
    count: badge.threshold,
    activity: t(`activities.${(badge.kind ?? 'any').replace('.', '_')}`),
  });
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border p-4',
        earned ? 'border-amber-400 bg-amber-50 dark:border-amber-500 dark:bg-amber-950/30' : 'border-[var(--border)] bg-[var(--card)]',
      )}
    >
      <span
        className={cn('h-fit rounded-full p-2', earned ? 'bg-amber-400 text-amber-950' : 'bg-[var(--bg-subtle)] text-[var(--fg-muted)]')}
      >
        {earned ? <Award className="size-5" aria-hidden="true" /> : <Lock className="size-5" aria-hidden="true" />}
      </span>
      <div>
        <h3 className="font-semibold">{t(`badges.${badge.id}`)}</h3>
        <p className="text-sm">{rule}</p>
        <p className="mt-1 text-sm text-[var(--fg-muted)]">
          {earned ? t('earnedOn', { date: formatDate(badge.earnedAt!) }) : t('progress', { done: badge.progress, total: badge.threshold })}
        </p>
      </div>
    </li>
  );
}
