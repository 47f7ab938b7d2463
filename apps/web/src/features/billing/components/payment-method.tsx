import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@brainboost/domain/schemas/billing';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { randomUuid } from '../../../lib/random-uuid';
import { toast } from '../../../lib/toast';
import { startPaymentMethodUpdate } from '../api/billing-api';

const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** The card on file and the way to the provider's hosted page to replace it. */
export function PaymentMethodCard({ method }: { method: PaymentMethod }) {
  const { t, i18n } = useTranslation(['billing', 'paypal']);
  const [busy, setBusy] = useState(false);
  // One key per visit: a double click opens one update page.
  const [idempotencyKey] = useState(() => randomUuid());
  const brand = method ? (brandNames[method.brand] ?? method.brand) : '';
  const update = async () => {
    setBusy(true);
    try {
      const { url } = await startPaymentMethodUpdate(idempotencyKey);
      // Our own hosted pages take the language; a provider's page (Stripe) picks it from the browser.
      window.location.assign(
        url.startsWith('/') ? `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(i18n.resolvedLanguage ?? 'en')}` : url,
      );
    } catch (err) {
      toast.error(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
      setBusy(false);
    }
  };
  // PayPal pays from the buyer's PayPal account: there is no card here to replace.
  if (method?.brand === 'paypal')
    return (
      <div>
        <p className="font-medium" data-testid="payment-method">
          {t('paypal:method.paidWith')}
        </p>
        <p className="mt-1 text-sm text-[var(--fg-muted)]">{t('paypal:method.changeAtPaypal')}</p>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="font-medium" data-testid="payment-method">
        {!method
          ? t('paymentMethod.none')
          : method.last4
            ? t('paymentMethod.card', { brand, last4: method.last4 })
            : t('paymentMethod.cardNoDigits', { brand })}
      </p>
      <Button variant="secondary" onClick={() => void update()} disabled={busy}>
        {t('paymentMethod.update')}
      </Button>
    </div>
  );
}
