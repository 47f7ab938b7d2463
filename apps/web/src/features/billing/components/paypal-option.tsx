import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentMethods } from '../api/billing-api';

/** "Or pay with PayPal", next to the default way to pay, when this server takes PayPal. */
export function PaypalOption({ priceId }: { priceId: string }) {
  const { t } = useTranslation('paypal');
  const methods = usePaymentMethods();
  if (!methods.data?.extra.includes('paypal')) return null;
  return (
    <p className="mt-4 text-center text-sm">
      <Link className="font-medium text-brand-700 underline dark:text-brand-200" to={`/paypal-checkout?price=${encodeURIComponent(priceId)}`}>
        {t('option')}
      </Link>
    </p>
  );
}
