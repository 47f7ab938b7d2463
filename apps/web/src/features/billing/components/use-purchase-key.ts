import { useCallback, useMemo } from 'react';

const storageKey = (purchase: string) => `brainboost.purchase-key.${purchase}`;

function keptKey(purchase: string): string {
  try {
    const kept = window.sessionStorage.getItem(storageKey(purchase));
    if (kept) return kept;
    const key = crypto.randomUUID();
    window.sessionStorage.setItem(storageKey(purchase), key);
    return key;
  } catch {
    // Storage refused (private mode, quota): the key still holds for this page's clicks.
    return crypto.randomUUID();
  }
}

/**
 * One idempotency key per intended purchase, made when the page opens and kept across clicks,
 * retries and a reload of this tab (sessionStorage), so the server charges it once however often
 * the button is pressed. `settled` drops it once the purchase has an outcome: buying again later
 * is a new purchase.
 */
export function usePurchaseKey(purchase: string) {
  // keptKey returns the stored key when there is one, so computing it again is harmless.
  const key = useMemo(() => keptKey(purchase), [purchase]);
  const settled = useCallback(() => {
    try {
      window.sessionStorage.removeItem(storageKey(purchase));
    } catch {
      // Nothing kept, nothing to drop.
    }
  }, [purchase]);
  return { key, settled };
}
