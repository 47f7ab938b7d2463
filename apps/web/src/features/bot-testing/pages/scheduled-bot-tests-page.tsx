import { CalendarClock, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSchedules } from '../api/schedules';
import { ScheduleForm } from '../components/schedule-form';
import { ScheduleItem } from '../components/schedule-item';

/** /admin/scheduled-bot-tests: the suite run on cron schedules, with each schedule's history. */
export function ScheduledBotTestsPage() {
  const { t } = useTranslation('botTesting');
  useDocumentTitle(t('schedules.title'));
  const schedules = useSchedules();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('schedules.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('schedules.lead')}</p>
      </div>
      <SectionCard icon={<Plus className="size-5" aria-hidden="true" />} title={t('schedules.addTitle')}>
        <ScheduleForm />
      </SectionCard>
      <SectionCard icon={<CalendarClock className="size-5" aria-hidden="true" />} title={t('schedules.listTitle')}>
        {schedules.isPending && <LoadingFallback />}
        {schedules.isError && <FormAlert message={schedules.error.message} />}
        {schedules.data?.length === 0 && <p className="text-[var(--fg-muted)]">{t('schedules.empty')}</p>}
        {schedules.data && schedules.data.length > 0 && (
          <ul className="divide-y divide-[var(--border)]">
            {schedules.data.map((s) => (
              <ScheduleItem key={s.id} schedule={s} />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
