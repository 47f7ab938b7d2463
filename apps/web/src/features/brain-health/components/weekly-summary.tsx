import { useTranslation } from 'react-i18next';
import type { HealthLogWeek } from '@brainboost/domain/schemas/brain-health';
import { useFormatDate } from '../../../components/use-format-date';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-[var(--bg-subtle)] p-3">
      <dt className="text-sm text-[var(--fg-muted)]">{label}</dt>
      <dd>
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        {detail && <span className="block text-sm text-[var(--fg-muted)]">{detail}</span>}
      </dd>
    </div>
  );
}

/** The last seven days against the guidance for the chosen age group. */
export function WeeklySummary({ week }: { week: HealthLogWeek }) {
  const { t, i18n } = useTranslation('brainHealth');
  const s = week.summary;
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const formatDate = useFormatDate();
  const day = (date: string) => formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div data-testid="weekly-summary">
      <p className="text-sm text-[var(--fg-muted)]">{t('summary.range', { from: day(s.from), to: day(s.to) })}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t('summary.daysLogged')} value={t('summary.ofSeven', { count: s.daysLogged })} />
        <Stat
          label={t('summary.averageSleep')}
          value={s.averageSleepHours === null ? '–' : t('summary.hours', { value: fmt.format(s.averageSleepHours) })}
          detail={t('summary.sleepGoal', { min: s.sleepRange.min, max: s.sleepRange.max })}
        />
        <Stat label={t('summary.nightsInRange')} value={String(s.nightsInRecommendedRange)} />
        <Stat
          label={t('summary.activeMinutes')}
          value={t('summary.minutes', { count: s.totalActiveMinutes })}
          detail={t('summary.activeDays', { count: s.activeDaysMeetingGoal, goal: s.activeMinutesGoal })}
        />
      </dl>
    </div>
  );
}
