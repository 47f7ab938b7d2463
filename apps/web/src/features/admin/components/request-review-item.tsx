import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessNoteMaxLength, type AdminAccessRequest } from '@brainboost/domain/schemas/access-requests';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDecideRequest } from '../api/review-requests';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">{label}</dt>
      <dd className="break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** One pending request: who asked, what they wrote, and approve or decline with an optional note. */
export function RequestReviewItem({ request }: { request: AdminAccessRequest }) {
  const { t } = useTranslation('admin');
  const format = useFormatDate();
  const headingId = useId();
  const [note, setNote] = useState('');
  const decide = useDecideRequest();
  const who = request.requester.fullName ?? request.requester.email;

  async function submit(decision: 'approve' | 'decline') {
    try {
      await decide.mutateAsync({ id: request.id, decision, note });
      toast.success(t(decision === 'approve' ? 'review.approved' : 'review.declined', { name: who }));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('errors:generic.internal'));
    }
  }

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-[var(--border)] p-4">
        <h3 id={headingId} className="font-semibold">
          {who}
        </h3>
        <p className="text-sm text-[var(--fg-muted)]">
          {request.requester.email} · {t('review.requestedOn', { date: format(request.createdAt) })}
        </p>
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          <Detail label={t('review.school')} value={request.schoolName} />
          <Detail label={t('review.subject')} value={request.subject} />
          <Detail label={request.kind === 'teacher' ? t('review.message') : t('review.note')} value={request.note} />
        </dl>
        <div className="mt-4">
          <Field label={t('review.decisionNote')} hint={t('review.decisionNoteHint')}>
            {(p) => (
              <Textarea
                {...p}
                value={note}
                maxLength={accessNoteMaxLength}
                rows={2}
                className="min-h-[60px]"
                onChange={(e) => setNote(e.target.value)}
              />
            )}
          </Field>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => void submit('approve')}>
            <Check className="size-4" aria-hidden="true" />
            {t('review.approve')}
          </Button>
          <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => void submit('decline')}>
            <X className="size-4" aria-hidden="true" />
            {t('review.decline')}
          </Button>
        </div>
      </article>
    </li>
  );
}
