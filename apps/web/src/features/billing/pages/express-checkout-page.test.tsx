import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { queryClient } from '../../../lib/query-client';
import { ExpressCheckoutPage } from './express-checkout-page';

vi.mock('../../../stores/session-store', () => ({ useSession: () => ({ status: 'signedIn', me: { user: { id: 'u1' } } }) }));

beforeAll(setUpTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.sessionStorage.clear();
});

const offer = {
  priceId: 'exam_prep_pack_once',
  productId: 'exam_prep_pack',
  amountCents: 1499,
  currency: 'usd',
  card: { brand: 'visa', last4: '4242' },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page's requests: the offer, then every charge attempt with its body (the first one fails like a dropped connection). */
function stubServer() {
  const charges: { idempotencyKey: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (init.method === 'POST') {
        charges.push(JSON.parse(String(init.body)));
        return charges.length === 1
          ? json(503, { error: { code: 'UNAVAILABLE', message: 'Try again.' } })
          : json(200, { outcome: 'requires_action', checkoutId: null });
      }
      return json(200, offer);
    }),
  );
  return charges;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/express-checkout?price=exam_prep_pack_once']}>
      <ExpressCheckoutPage />
    </MemoryRouter>,
  );

describe('express checkout: one purchase, one idempotency key (reproduction 4)', () => {
  it('sends the same key on a retry click and after a reload of the tab', async () => {
    const charges = stubServer();
    const page = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Pay \$14\.99/ }));
    await screen.findByText('Try again.');
    page.unmount();
    // The tab is reloaded and the customer presses pay again.
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Pay \$14\.99/ }));
    await waitFor(() => expect(charges).toHaveLength(2));
    expect(charges[1]!.idempotencyKey).toBe(charges[0]!.idempotencyKey);
  });
});
