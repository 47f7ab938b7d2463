import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Crypto is not configured on this server: say so and point to the way to pay that is. */
export function CryptoUnavailable({ priceId }: { priceId: string | null }) {
  const { t } = useTranslation('cryptoPayment');
  return (
    <div className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm" data-testid="crypto-unavailable">
      <h2 className="text-lg font-semibold">{t('unavailable.title')}</h2>
      <p className="mt-2">{t('unavailable.text')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={priceId ? `/checkout?price=${encodeURIComponent(priceId)}` : '/pricing'}>{t('unavailable.payByCard')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/pricing">{t('unavailable.seePlans')}</Link>
        </Button>
      </div>
    </div>
  );
}
