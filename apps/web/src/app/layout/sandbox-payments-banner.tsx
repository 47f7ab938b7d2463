import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';

/** While checkouts go to the sandbox, every page says payments are tests (a status, so it sits in a landmark for axe, as the offline banner does). */
export function SandboxPaymentsBanner() {
  const { t } = useTranslation('common');
  const config = usePublicConfig();
  if (!config?.paymentSandbox) return null;
  return (
    <div role="status" data-testid="sandbox-payments-banner" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {t('sandboxPayments')}
    </div>
  );
}
