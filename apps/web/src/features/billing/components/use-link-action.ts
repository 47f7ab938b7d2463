import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { refreshSession } from '../../../stores/session-store';

/**
 * The one action of an emailed one-time link (claim a purchase, join a family): busy while it runs,
 * the server's translated refusal or a generic error if it fails, done once it worked — and the
 * session reloaded, since what the account may use has changed.
 */
export function useLinkAction(action: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refreshSession();
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  }, [action, t]);
  return { busy, error, done, run };
}
