import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScheduledRunAlert } from '../api/schedules';

/** On the admin dashboard: the latest scheduled bot test run passed fewer cases than it should. */
export function ScheduledRunAlert() {
  const { t } = useTranslation('botTesting');
  const { data } = useScheduledRunAlert();
  const alert = data?.alert;
  if (!alert) return null;
  const values = {
    name: alert.scheduleName,
    rate: Math.round(alert.passRate * 100),
    previous: Math.round((alert.previousPassRate ?? 0) * 100),
    threshold: Math.round(alert.threshold * 100),
  };
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('alert.title')}</p>
        <p className="text-sm">{t(`alert.${alert.reason}`, values)}</p>
        <Link to="/admin/scheduled-bot-tests" className="text-sm font-medium underline">
          {t('alert.link')}
        </Link>
      </div>
    </div>
  );
}
