import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Square is not configured on this server: said plainly, with the ways to pay that are. */
export function SquareUnavailable({ priceId }: { priceId: string }) {
  const { t } = useTranslation(['square', 'checkout']);
  const cardCheckout = priceId ? `/checkout?price=${encodeURIComponent(priceId)}` : '/pricing';
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <CreditCard className="mx-auto size-12 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{t('unavailable.title')}</h1>
      <p className="mt-3">{t('unavailable.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={cardCheckout}>{t('unavailable.card')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/pricing">{t('unavailable.plans')}</Link>
        </Button>
      </div>
    </div>
  );
}
