import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBillingOverview } from '../api/billing-api';

/** The layout's banner while the customer's last payment failed: their plan is at risk until the card is updated. */
export function PaymentFailingBanner() {
  const { t } = useTranslation('billing');
  const overview = useBillingOverview();
  if (overview.data?.subscription?.status !== 'past_due') return null;
  return (
    <div
      role="status"
      data-testid="payment-failing-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-red-100 px-4 py-2 text-sm font-medium text-red-950"
    >
      <AlertTriangle className="size-4" aria-hidden="true" />
      <span>{t('failingBanner')}</span>
      <Link to="/subscription-management" className="underline underline-offset-2">
        {t('failingAction')}
      </Link>
    </div>
  );
}
