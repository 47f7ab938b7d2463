import { CheckCircle2, Clock, Info, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccessRequest } from '@brainboost/domain/schemas/access-requests';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';

type Status = 'none' | AccessRequest['status'];

const icons = {
  none: <Info className="size-5" aria-hidden="true" />,
  pending: <Clock className="size-5" aria-hidden="true" />,
  approved: <CheckCircle2 className="size-5" aria-hidden="true" />,
  declined: <XCircle className="size-5" aria-hidden="true" />,
};

/** Where the request stands (none, pending, approved, declined), with its dates and the team's note. */
export function RequestStatus({ request, status, explanation }: { request: AccessRequest | null; status: Status; explanation: string }) {
  const { t } = useTranslation('access');
  const format = useFormatDate();
  return (
    <SectionCard icon={icons[status]} title={t('status.title')}>
      <dl className="flex flex-col gap-3" data-testid="request-status">
        <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
          <dt className="text-sm text-[var(--fg-muted)]">{t('status.label')}</dt>
          <dd className="font-semibold">{t(`status.${status}`)}</dd>
        </div>
        {request && (
          <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
            <dt className="text-sm text-[var(--fg-muted)]">{t('status.requestedOn')}</dt>
            <dd>{format(request.createdAt, { dateStyle: 'long' })}</dd>
          </div>
        )}
        {request?.decidedAt && (
          <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
            <dt className="text-sm text-[var(--fg-muted)]">{t('status.decidedOn')}</dt>
            <dd>{format(request.decidedAt, { dateStyle: 'long' })}</dd>
          </div>
        )}
        {request?.decisionNote && (
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-[var(--fg-muted)]">{t('status.teamNote')}</dt>
            <dd className="break-words whitespace-pre-line">{request.decisionNote}</dd>
          </div>
        )}
      </dl>
      <p className="mt-4 text-sm text-[var(--fg-muted)]">{explanation}</p>
    </SectionCard>
  );
}
