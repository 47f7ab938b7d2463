import { useTranslation } from 'react-i18next';
import type { AccessRequestKind } from '@brainboost/domain/schemas/access-requests';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatDate } from '../../../components/use-format-date';
import { useRequestsForReview } from '../api/review-requests';
import { RequestReviewItem } from './request-review-item';

/** Pending requests of one kind to decide, oldest first, then the ten most recent decisions. */
export function RequestReview({ kind }: { kind: AccessRequestKind }) {
  const { t } = useTranslation('admin');
  const format = useFormatDate();
  const pending = useRequestsForReview(kind, 'pending');
  const decided = useRequestsForReview(kind, 'decided');
  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite">
        {pending.isPending && <Spinner className="size-5 text-brand-600" />}
        {pending.isError && <p role="alert">{pending.error.message}</p>}
        {pending.data?.length === 0 && <p className="text-sm text-[var(--fg-muted)]">{t('review.nonePending')}</p>}
        <ul className="flex flex-col gap-3">
          {pending.data?.map((request) => (
            <RequestReviewItem key={request.id} request={request} />
          ))}
        </ul>
      </div>
      {decided.data && decided.data.length > 0 && (
        <div>
          <h3 className="font-semibold">{t('review.recent')}</h3>
          <ul className="mt-2 divide-y divide-[var(--border)] text-sm">
            {decided.data.slice(0, 10).map((r) => (
              <li key={r.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
                <span>
                  {r.requester.fullName ?? r.requester.email} · <strong>{t(`review.status.${r.status}`)}</strong>
                  {r.decidedByEmail && ` · ${t('review.by', { email: r.decidedByEmail })}`}
                </span>
                {r.decidedAt && (
                  <time dateTime={r.decidedAt} className="text-[var(--fg-muted)]">
                    {format(r.decidedAt)}
                  </time>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
