import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

export type CheckoutFailure = { message: string; code: string };

/**
 * Starting a checkout at a provider's hosted page: one idempotency key per visit (a double click or
 * a retried request opens the same checkout), busy while it starts, then the browser goes there.
 * A refusal keeps the server's translated message and code; anything else is a generic error.
 */
export function useHostedCheckout() {
  const { t } = useTranslation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CheckoutFailure | null>(null);
  /** `takeError` lets the page handle an error itself (e.g. a field's); true when it did. */
  const start = async (create: (idempotencyKey: string) => Promise<{ url: string }>, takeError?: (err: unknown) => boolean) => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await create(idempotencyKey);
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
