import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../i18n.test-helpers';
import { SandboxPaymentsBanner } from './sandbox-payments-banner';

beforeAll(setUpTestI18n);
afterEach(() => vi.unstubAllGlobals());

// Security issue, item 5: with the sandbox provider, test cards buy any plan; visitors must be told.
describe('SandboxPaymentsBanner', () => {
  it('says payments are tests when the server reports the sandbox provider', async () => {
    const config = { orgName: 'BrainBoost', ga4MeasurementId: null, socialLinks: [], oauthProviders: [], paymentSandbox: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    render(<SandboxPaymentsBanner />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Test payments only: no real money is charged on this site, and nothing bought here is a real subscription.',
    );
  });
});
