import { useTranslation } from 'react-i18next';
import type { CheckIn } from '@brainboost/domain/schemas/wellness';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';
import { moodKey } from './mood-labels';

/** Check-ins, newest first: when, the mood, the feelings and the note; the learner's own can be deleted. */
export function CheckInHistory({
  checkIns,
  label,
  onDelete,
}: {
  checkIns: CheckIn[];
  label: string;
  onDelete?: (checkIn: CheckIn) => void;
}) {
  const { t } = useTranslation('wellness');
  const formatDate = useFormatDate();
  if (checkIns.length === 0) return <p className="text-[var(--fg-muted)]">{t('history.empty')}</p>;
  return (
    <ul className="divide-y divide-[var(--border)]" aria-label={label}>
      {checkIns.map((c) => (
        <li key={c.id} className="py-3">
          <p className="flex flex-wrap justify-between gap-2">
            <span className="font-medium">
              {t(moodKey(c.mood))} ({c.mood}/5)
            </span>
            <span className="flex items-center gap-2 text-sm text-[var(--fg-muted)]">
              {formatDate(c.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              {onDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('history.deleteLabel', { date: formatDate(c.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
                  onClick={() => onDelete(c)}
                >
                  {t('history.delete')}
                </Button>
              )}
            </span>
          </p>
          {c.feelings.length > 0 && <p className="text-sm">{c.feelings.map((f) => t(`feelings.${f}`)).join(', ')}</p>}
          {c.note && <p className="mt-1 text-sm text-[var(--fg-muted)]">{c.note}</p>}
        </li>
      ))}
    </ul>
  );
}
