import { useEffect, useMemo, useRef } from 'react';
import { randomUuid } from '../../../lib/random-uuid';

const storageKey = (purchase: string) => `brainboost.purchase-key.${purchase}`;
const checkoutKey = (checkoutId: string) => `brainboost.purchase-checkout.${checkoutId}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the page's own copy still holds for its clicks.
  }
}

function drop(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/**
 * One idempotency key per intended purchase, kept across clicks, retries and a reload of this tab
 * (sessionStorage), so the server charges it once however often the button is pressed. `purchase`
 * names what is bought (price, way to pay, amount…): the server refuses a key sent again for
 * something else, so another choice needs another key. The key is made at the first press, not
 * while the buyer is still choosing (a guest's email typed letter by letter would leave a key per
 * letter). `settled` drops it once the purchase has an outcome: buying again later is a new
 * purchase. A purchase finished on a provider's page is `opened` as its checkout, and the page the
 * provider sends the buyer back to settles it (`useCheckoutEnded`).
 */
export function usePurchaseKey(purchase: string) {
  const made = useRef(new Map<string, string>());
  return useMemo(
    () => ({
      key(): string {
        const key = read(storageKey(purchase)) ?? made.current.get(purchase) ?? randomUuid();
        made.current.set(purchase, key);
        write(storageKey(purchase), key);
        return key;
      },
      settled() {
        made.current.delete(purchase);
        drop(storageKey(purchase));
      },
      opened(checkoutId: string) {
        write(checkoutKey(checkoutId), purchase);
      },
    }),
    [purchase],
  );
}

/** On a provider's return page: once the checkout has ended (paid, failed, cancelled), the purchase it was for gets a new key next time. */
export function useCheckoutEnded(checkoutId: string | null, ended: boolean) {
  useEffect(() => {
    if (!checkoutId || !ended) return;
    const purchase = read(checkoutKey(checkoutId));
    if (purchase !== null) drop(storageKey(purchase));
    drop(checkoutKey(checkoutId));
  }, [checkoutId, ended]);
}
