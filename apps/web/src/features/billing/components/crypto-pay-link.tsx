import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillingMethods } from '../api/billing-api';

/** "Or pay with crypto" next to the default way to pay, only when this server takes crypto. */
export function CryptoPayLink({ priceId }: { priceId: string }) {
  const { t } = useTranslation('cryptoPayment');
  const methods = useBillingMethods();
  if (!methods.data?.extra.includes('crypto')) return null;
  return (
    <p className="mt-3 text-center text-sm">
      <Link className="font-medium text-brand-700 underline dark:text-brand-200" to={`/crypto-payment?price=${encodeURIComponent(priceId)}`}>
        {t('orPayWithCrypto')}
      </Link>
    </p>
  );
}
