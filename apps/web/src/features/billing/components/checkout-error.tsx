import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import type { CheckoutFailure } from './use-hosted-checkout';

/** "Payment Error" with the reason; someone already subscribed is pointed to managing their plan. */
export function CheckoutError({ error }: { error: CheckoutFailure }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mt-6">
      <p className="font-semibold">{t('errors:billing.paymentError')}</p>
      <FormAlert message={error.message} />
      {error.code === 'BILLING_ALREADY_SUBSCRIBED' && (
        <Link className="mt-2 inline-block text-brand-700 underline dark:text-brand-200" to="/subscription-management">
          {t('manageLink')}
        </Link>
      )}
    </div>
  );
}
