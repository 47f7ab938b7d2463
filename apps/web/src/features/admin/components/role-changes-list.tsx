import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';
import { useRoleChanges } from '../api/role-changes';

/** The audit of role changes: who changed whose role, from what to what, when. */
export function RoleChangesList() {
  const { t } = useTranslation('admin');
  const format = useFormatDate();
  const changes = useRoleChanges();
  return (
    <SectionCard icon={<History className="size-5" aria-hidden="true" />} title={t('changes.title')} description={t('changes.description')}>
      {changes.isError && <p role="alert">{changes.error.message}</p>}
      {changes.data?.length === 0 && <p className="text-sm text-[var(--fg-muted)]">{t('changes.none')}</p>}
      <ul className="divide-y divide-[var(--border)]">
        {changes.data?.map((c) => (
          <li key={c.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between">
            <span>
              {t('changes.item', {
                actor: c.actorEmail,
                target: c.targetEmail,
                from: t(`roles.${c.fromRole}`),
                to: t(`roles.${c.toRole}`),
              })}
            </span>
            <time dateTime={c.createdAt} className="shrink-0 text-[var(--fg-muted)]">
              {format(c.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
