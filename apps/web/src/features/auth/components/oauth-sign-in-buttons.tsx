import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { rememberReturnPath } from '../return-path';

/** One button per OAuth/OpenID Connect provider the operator configured; nothing when there are none. */
export function OAuthSignInButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('oauth');
  const providers = usePublicConfig()?.oauthProviders ?? [];
  const [pending, setPending] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setPending(provider);
    try {
      rememberReturnPath(returnTo);
      const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
        method: 'POST',
        body: { provider, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
      });
      window.location.assign(url);
    } catch (err) {
      setPending(null);
      toast.error(err instanceof Error ? err.message : t('errors:generic.internal'));
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm text-[var(--fg-muted)] before:h-px before:flex-1 before:bg-[var(--border)] after:h-px after:flex-1 after:bg-[var(--border)]">
        {t('or')}
      </p>
      {providers.map((provider) => (
        <Button key={provider.id} variant="secondary" disabled={pending !== null} onClick={() => void start(provider.id)}>
          {t('continueWith', { name: provider.name })}
        </Button>
      ))}
    </div>
  );
}
