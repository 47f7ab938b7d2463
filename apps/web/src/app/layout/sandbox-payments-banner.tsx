import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config';

/** While checkouts go to the sandbox, every page says payments are tests. */
export function SandboxPaymentsBanner() {
  const { t } = useTranslation('common');
  const config = usePublicConfig();
  if (!config?.paymentSandbox) return null;
  // A labelled complementary landmark, so the banner sits in a landmark (axe `region`) without being a live status.
  return (
    <aside
      aria-labelledby="sandbox-payments-text"
      data-testid="sandbox-payments-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      <p id="sandbox-payments-text" role="note">
        {t('sandboxPayments')}
      </p>
    </aside>
  );
}
