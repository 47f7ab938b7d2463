import { Link2, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { linkProvider, useIdentities, useUnlinkIdentity } from '../../api/account-security';

/** The ways to sign in to this account: password and any linked providers. The last one stays. */
export function SignInMethodsCard() {
  const { t } = useTranslation('accountSecurity');
  const identities = useIdentities();
  const unlink = useUnlinkIdentity();
  if (identities.isPending) return <Spinner className="size-5" />;
  if (identities.isError) return <p role="alert">{identities.error.message}</p>;
  const { identities: linked, providers } = identities.data;
  const nameOf = (providerId: string) =>
    providerId === 'credential' ? t('methods.password') : (providers.find((p) => p.id === providerId)?.name ?? providerId);
  const unlinked = providers.filter((p) => !linked.some((i) => i.providerId === p.id));
  const link = async (providerId: string) => {
    try {
      window.location.assign((await linkProvider(providerId)).url);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t('errors:generic.internal'));
    }
  };

  return (
    <SectionCard icon={<Link2 className="size-5" aria-hidden="true" />} title={t('methods.title')} description={t('methods.description')}>
      <ul className="divide-y divide-[var(--border)]">
        {linked.map((identity) => (
          <li key={identity.id} className="flex items-center justify-between gap-3 py-3">
            <span className="font-medium">{nameOf(identity.providerId)}</span>
            {linked.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                disabled={unlink.isPending}
                aria-label={t('methods.unlinkNamed', { name: nameOf(identity.providerId) })}
                onClick={() =>
                  unlink.mutate(identity.id, {
                    onSuccess: () => toast.success(t('methods.unlinked')),
                    onError: (err) => toast.error(err.message),
                  })
                }
              >
                <Unlink className="size-4" aria-hidden="true" />
                {t('methods.unlink')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {linked.length < 2 && <p className="text-sm text-[var(--fg-muted)]">{t('methods.onlyOne')}</p>}
      {unlinked.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {unlinked.map((provider) => (
            <Button key={provider.id} variant="secondary" onClick={() => void link(provider.id)}>
              {t('methods.link', { name: provider.name })}
            </Button>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
