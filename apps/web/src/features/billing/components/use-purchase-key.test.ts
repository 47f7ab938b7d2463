import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutEnded, usePurchaseKey } from './use-purchase-key';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** A page that opens, and later the same tab reloaded: a new hook instance reading the same storage. */
const openPage = (purchase: string) => renderHook(({ p }) => usePurchaseKey(p), { initialProps: { p: purchase } });

/** Issue 28, every charge once: one key per intended purchase, for every charging button. */
describe('usePurchaseKey', () => {
  it('gives every press of the same purchase the same key, and a reload of the tab too', () => {
    const page = openPage('checkout:premium_monthly');
    const first = page.result.current.key();
    expect(page.result.current.key()).toBe(first);
    page.unmount();
    expect(openPage('checkout:premium_monthly').result.current.key()).toBe(first);
  });

  it('gives another purchase (another price, amount or email) its own key, and keeps each', () => {
    const page = openPage('donation:once:1500:');
    const fifteen = page.result.current.key();
    page.rerender({ p: 'donation:once:2500:' });
    const twentyFive = page.result.current.key();
    expect(twentyFive).not.toBe(fifteen);
    page.rerender({ p: 'donation:once:1500:' });
    expect(page.result.current.key()).toBe(fifteen);
  });

  it('keeps nothing for a purchase never pressed', () => {
    openPage('guest:premium_monthly:a@example.org');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('makes a new key once the purchase has settled, on this page and after a reload', () => {
    const page = openPage('express:exam_prep_pack_once');
    const first = page.result.current.key();
    page.result.current.settled();
    const second = page.result.current.key();
    expect(second).not.toBe(first);
    page.unmount();
    expect(openPage('express:exam_prep_pack_once').result.current.key()).toBe(second);
  });

  it('keeps the key while the checkout it opened is still open, and drops it once the return page says it ended', () => {
    const page = openPage('build:sandbox:tutor_addon_monthly');
    const first = page.result.current.key();
    page.result.current.opened('checkout-1');
    page.unmount();
    // Back from the provider's page without paying: the checkout is still open.
    const back = renderHook(({ ended }) => useCheckoutEnded('checkout-1', ended), { initialProps: { ended: false } });
    expect(openPage('build:sandbox:tutor_addon_monthly').result.current.key()).toBe(first);
    // Paid (or failed, or cancelled at the provider): buying it again later is a new purchase.
    back.rerender({ ended: true });
    expect(openPage('build:sandbox:tutor_addon_monthly').result.current.key()).not.toBe(first);
  });

  it('leaves other purchases alone when a checkout ends', () => {
    const plan = openPage('checkout:premium_monthly');
    const planKey = plan.result.current.key();
    const addOn = openPage('build:sandbox:tutor_addon_monthly');
    addOn.result.current.key();
    addOn.result.current.opened('checkout-2');
    renderHook(() => useCheckoutEnded('checkout-2', true));
    expect(openPage('checkout:premium_monthly').result.current.key()).toBe(planKey);
  });

  it('gives a key where the page is served over plain http (no crypto.randomUUID)', () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => realCrypto.getRandomValues(array) });
    const page = openPage('checkout:premium_monthly');
    const first = page.result.current.key();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.result.current.key()).toBe(first);
  });

  it('still holds one key for the page when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const page = openPage('checkout:premium_monthly');
    const first = page.result.current.key();
    expect(page.result.current.key()).toBe(first);
    page.result.current.settled();
    expect(page.result.current.key()).not.toBe(first);
  });
});
