import { LaptopMinimal, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../../api/account-security';
import { describeDevice } from './describe-device';

/** Every device signed in to the account, newest activity first; any of them can be signed out. */
export function SessionsCard({ onSignedOutHere }: { onSignedOutHere: () => void }) {
  const { t, i18n } = useTranslation('accountSecurity');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const fail = (err: unknown) => toast.error(err instanceof Error ? err.message : t('errors:generic.internal'));

  return (
    <SectionCard
      icon={<LaptopMinimal className="size-5" aria-hidden="true" />}
      title={t('sessions.title')}
      description={t('sessions.description')}
    >
      {sessions.isPending ? (
        <Spinner className="size-5" />
      ) : sessions.isError ? (
        <p role="alert">{sessions.error.message}</p>
      ) : (
        <>
          <ul className="divide-y divide-[var(--border)]">
            {sessions.data.map((session) => {
              const device = describeDevice(session.userAgent);
              const name =
                device.browser && device.os ? t('sessions.device', device) : (device.browser ?? device.os ?? t('sessions.unknownDevice'));
              return (
                <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-medium">
                      {name}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-800/50 dark:text-brand-100">
                          {t('sessions.thisDevice')}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-[var(--fg-muted)]">
                      {t('sessions.lastActive', { when: when.format(new Date(session.lastActiveAt)) })}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={t('sessions.signOutDevice', { device: name })}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: () => (session.current ? onSignedOutHere() : toast.success(t('sessions.signedOut'))),
                        onError: fail,
                      })
                    }
                  >
                    <LogOut className="size-4" aria-hidden="true" />
                    {t('sessions.signOut')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {sessions.data.length > 1 && (
            <Button
              className="mt-3"
              variant="secondary"
              disabled={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, {
                  onSuccess: ({ revoked }) => toast.success(t('sessions.othersSignedOut', { count: revoked })),
                  onError: fail,
                })
              }
            >
              {t('sessions.signOutOthers')}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}
