import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startupWarnings } from './startup-warnings.js';

const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('start-up warnings', () => {
  it('warns about the sandbox whenever it takes the payments, default or chosen', () => {
    expect(startupWarnings(loadConfig({}))).toEqual([expect.stringContaining('PAYMENT_PROVIDER=sandbox')]);
    expect(startupWarnings(loadConfig({ PUBLIC_URL: 'https://learn.example.org', PAYMENT_PROVIDER: 'sandbox' }))).toEqual([
      expect.stringContaining('SANDBOX'),
    ]);
  });

  it('warns loudly whenever development mode is on', () => {
    const warnings = startupWarnings(loadConfig({ APP_ENV: 'development', ...stripe }));
    expect(warnings).toEqual([expect.stringMatching(/^DEVELOPMENT MODE IS ON \(APP_ENV=development\)/)]);
  });

  it('says nothing on a production server taking real payments', () => {
    expect(startupWarnings(loadConfig({ PUBLIC_URL: 'https://learn.example.org', ...stripe }))).toEqual([]);
  });
});
