import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExtraPaymentMethod } from '@brainboost/domain/schemas/billing';
import { usePaymentMethods } from '../api/billing-api';

/** Each extra way to pay: its own checkout page and the link text in its own namespace. */
const methodPages: Record<ExtraPaymentMethod, { path: string; label: string }> = {
  paypal: { path: '/paypal-checkout', label: 'paypal:option' },
  square: { path: '/square-checkout', label: 'square:payWithSquare' },
  crypto: { path: '/crypto-payment', label: 'cryptoPayment:orPayWithCrypto' },
};

/** "Or pay with …" links under the default way to pay, one per extra method this server has configured. */
export function ExtraPaymentOptions({ priceId }: { priceId: string }) {
  const { t } = useTranslation(['paypal', 'square', 'cryptoPayment']);
  const methods = usePaymentMethods();
  const extra = methods.data?.extra ?? [];
  if (extra.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-col items-center gap-2 text-sm">
      {extra.map((method) => (
        <li key={method}>
          <Link
            className="font-medium text-brand-700 underline dark:text-brand-200"
            to={`${methodPages[method].path}?price=${encodeURIComponent(priceId)}`}
          >
            {t(methodPages[method].label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
