import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';

/** Whether an authenticator app guards sign-in; set-up and removal live on /mfa-setup. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('accountSecurity');
  return (
    <SectionCard
      icon={<ShieldCheck className="size-5" aria-hidden="true" />}
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{enabled ? t('twoFactor.on') : t('twoFactor.off')}</p>
        <Button asChild variant={enabled ? 'secondary' : 'primary'}>
          <Link to="/mfa-setup">{enabled ? t('twoFactor.manage') : t('twoFactor.setUp')}</Link>
        </Button>
      </div>
    </SectionCard>
  );
}
