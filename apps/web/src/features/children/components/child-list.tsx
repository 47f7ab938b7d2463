import { Clock, KeyRound, MessagesSquare, Trash2, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChildSummary } from '@brainboost/domain/schemas/children';
import { Button } from '../../../components/ui/button';
import { ChildVoiceSwitch } from './child-voice-switch';
import { useFormatDate } from './format-date';

type Actions = {
  onReset: (child: ChildSummary) => void;
  onRemove: (child: ChildSummary) => void;
  onApprove: (child: ChildSummary) => void;
  busyId: string | null;
};

/** Children (or pending sign-ups) as a list of cards: what a parent needs to see, and the actions. */
export function ChildList({ items, actions }: { items: ChildSummary[]; actions: Actions }) {
  const { t } = useTranslation('children');
  const formatDate = useFormatDate();
  return (
    <ul className="flex flex-col divide-y divide-[var(--border)]">
      {items.map((child) => (
        <li key={child.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="truncate font-semibold">{child.username}</span>
                <span
                  className={
                    child.status === 'active'
                      ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
                      : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
                  }
                >
                  {t(`status.${child.status}`)}
                </span>
              </p>
              <dl className="mt-1 flex flex-col gap-0.5 text-sm text-[var(--fg-muted)]">
                <div className="flex flex-wrap gap-x-1.5">
                  <dt className="font-medium">{t('created')}</dt>
                  <dd>{formatDate(child.createdAt)}</dd>
                </div>
                {child.status === 'active' ? (
                  <div className="flex flex-wrap gap-x-1.5">
                    <dt className="font-medium">{t('lastSignIn')}</dt>
                    <dd>{child.lastSignInAt ? formatDate(child.lastSignInAt) : t('never')}</dd>
                  </div>
                ) : (
                  child.consentExpiresAt && (
                    <div className="flex flex-wrap gap-x-1.5">
                      <dt className="font-medium">
                        <Clock className="inline size-3.5" aria-hidden="true" /> {t('expires')}
                      </dt>
                      <dd>{formatDate(child.consentExpiresAt)}</dd>
                    </div>
                  )
                )}
              </dl>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {child.status === 'pending' ? (
                <Button
                  size="sm"
                  onClick={() => actions.onApprove(child)}
                  disabled={actions.busyId === child.id}
                  aria-label={t('approveLabel', { username: child.username })}
                >
                  <UserCheck className="size-4" aria-hidden="true" />
                  {t('approve')}
                </Button>
              ) : (
                <>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/children/${child.id}/chats`} aria-label={t('chatsLabel', { username: child.username })}>
                      <MessagesSquare className="size-4" aria-hidden="true" />
                      {t('chats')}
                    </Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => actions.onReset(child)}
                    aria-label={t('resetLabel', { username: child.username })}
                  >
                    <KeyRound className="size-4" aria-hidden="true" />
                    {t('resetPassword')}
                  </Button>
                </>
              )}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.onRemove(child)}
                aria-label={t(child.status === 'pending' ? 'denyLabel' : 'removeLabel', { username: child.username })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t(child.status === 'pending' ? 'deny' : 'remove.button')}
              </Button>
            </div>
          </div>
          {child.status === 'active' && <ChildVoiceSwitch child={child} />}
        </li>
      ))}
    </ul>
  );
}
