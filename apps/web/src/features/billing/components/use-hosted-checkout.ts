import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePurchaseKey } from './use-purchase-key';

export type CheckoutFailure = { message: string; code: string };

/**
 * Starting a checkout at a provider's hosted page: one idempotency key per `purchase` (a double
 * click, a retried request or a reload opens the same checkout), busy while it starts, then the
 * browser goes there; the page it comes back to settles the key. A refusal keeps the server's
 * translated message and code; anything else is a generic error.
 */
export function useHostedCheckout(purchase: string) {
  const { t } = useTranslation();
  const purchaseKey = usePurchaseKey(purchase);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CheckoutFailure | null>(null);
  /** `takeError` lets the page handle an error itself (e.g. a field's); true when it did. */
  const start = async (
    create: (idempotencyKey: string) => Promise<{ checkoutId: string; url: string }>,
    takeError?: (err: unknown) => boolean,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const { checkoutId, url } = await create(purchaseKey.key());
      purchaseKey.opened(checkoutId);
      window.location.assign(url);
    } catch (err) {
      if (!takeError?.(err)) {
        setError(
          err instanceof ApiError && err.status > 0 && err.status < 500
            ? { message: err.message, code: err.code }
            : { message: t('errors:generic.internal'), code: 'INTERNAL' },
        );
      }
      setBusy(false);
    }
  };
  return { busy, error, start };
}
