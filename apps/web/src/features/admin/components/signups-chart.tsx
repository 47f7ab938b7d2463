import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@brainboost/domain/schemas/admin';
import { useFormatDate } from '../../../components/use-format-date';

const utcDay = { timeZone: 'UTC', month: 'short', day: 'numeric' } as const;

/**
 * Sign-ups per day as bars (drawn with CSS, no chart library). The bars are decoration for
 * sighted readers; the same numbers are in a table that screen readers read.
 */
export function SignupsChart({ days }: { days: AdminStats['signupsPerDay'] }) {
  const { t } = useTranslation('admin');
  const format = useFormatDate();
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const label = (date: string) => format(`${date}T12:00:00Z`, utcDay);
  return (
    <figure>
      <figcaption className="text-sm text-[var(--fg-muted)]">{t('signups.summary', { count: total })}</figcaption>
      <div aria-hidden="true" className="mt-4">
        <div className="flex h-40 items-end gap-[3px] border-b border-[var(--border)]" data-testid="signups-bars">
          {days.map((d) => (
            <div key={d.date} title={`${label(d.date)}: ${d.count}`} className="flex h-full flex-1 flex-col justify-end">
              <div
                className={d.count ? 'rounded-t bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'}
                style={{ height: d.count ? `${(d.count / max) * 100}%` : '2px' }}
              />
            </div>
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-[var(--fg-muted)]">
          <span>{days[0] && label(days[0].date)}</span>
          <span>{t('signups.peak', { count: max })}</span>
          <span>{days.at(-1) && label(days.at(-1)!.date)}</span>
        </div>
      </div>
      <table className="sr-only">
        <caption>{t('signups.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('signups.day')}</th>
            <th scope="col">{t('signups.count')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{label(d.date)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
