import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ APP_ENV: 'production', PORT: 3000, RATE_LIMIT_MAX: 600, GA4_ENABLED: false, ORG_NAME: 'BrainBoost' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GA4_ENABLED: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GA4_ENABLED: 'maybe' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('GA4_ENABLED');
    }
  });

  it('reads social links and rejects malformed ones', () => {
    expect(loadConfig({ SOCIAL_LINKS: 'youtube=https://video.example/@bb, x=https://x.example/bb' }).SOCIAL_LINKS).toEqual([
      { network: 'youtube', url: 'https://video.example/@bb' },
      { network: 'x', url: 'https://x.example/bb' },
    ]);
    expect(() => loadConfig({ SOCIAL_LINKS: 'myspace=https://a.example' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'x=javascript:alert(1)' })).toThrow(/SOCIAL_LINKS/);
  });

  it('has no speech-to-text engine by default, and needs a server address for the openai one', () => {
    expect(loadConfig({})).toMatchObject({ STT_ENGINE: 'none', STT_MODEL: 'whisper-1' });
    expect(() => loadConfig({ STT_ENGINE: 'openai' })).toThrow(/STT_BASE_URL: is required when STT_ENGINE=openai/);
    expect(() => loadConfig({ STT_ENGINE: 'whisper' })).toThrow(/STT_ENGINE/);
    expect(loadConfig({ STT_ENGINE: 'openai', STT_BASE_URL: 'http://127.0.0.1:8080/v1' }).STT_BASE_URL).toBe('http://127.0.0.1:8080/v1');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('needs both Stripe keys when PAYMENT_PROVIDER=stripe, and checks their shape', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: 12111,
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' })).toThrow(/STRIPE_API_PROTOCOL/);
  });

  it('switches PayPal on only with all four of its settings, and has no default API base', () => {
    expect([loadConfig({}).PAYPAL_CLIENT_ID, loadConfig({}).PAYPAL_API_BASE]).toEqual([undefined, undefined]);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'AbC-client-0123' })).toThrow(
      /PAYPAL_CLIENT_SECRET: is required[\s\S]*PAYPAL_WEBHOOK_ID: is required[\s\S]*PAYPAL_API_BASE: is required/,
    );
    const paypal = {
      PAYPAL_CLIENT_ID: 'AbC-client-0123',
      PAYPAL_CLIENT_SECRET: 'EfG-secret-0123',
      PAYPAL_WEBHOOK_ID: 'WH-123456',
      PAYPAL_API_BASE: 'http://127.0.0.1:9999',
    };
    expect(loadConfig(paypal)).toMatchObject(paypal);
    expect(() => loadConfig({ ...paypal, PAYPAL_API_BASE: 'ftp://example.org' })).toThrow(/PAYPAL_API_BASE/);
  });

  it('takes Square as all five variables or none, naming the missing ones', () => {
    const square = {
      SQUARE_ACCESS_TOKEN: 'EAAAl0123456789abcdef',
      SQUARE_LOCATION_ID: 'L0123ABC',
      SQUARE_WEBHOOK_SIGNATURE_KEY: 'signature-key-0123',
      SQUARE_WEBHOOK_URL: 'https://learn.example.org/api/billing/webhooks/square',
      SQUARE_API_BASE: 'http://127.0.0.1:4010',
    };
    expect(loadConfig({}).SQUARE_ACCESS_TOKEN).toBeUndefined();
    expect(loadConfig(square)).toMatchObject({ ...square, SQUARE_API_VERSION: '2025-10-16', PAYMENT_PROVIDER: 'sandbox' });
    const { SQUARE_API_BASE: _base, SQUARE_WEBHOOK_URL: _url, ...partial } = square;
    expect(() => loadConfig(partial)).toThrow(/SQUARE_WEBHOOK_URL: is required[\s\S]*SQUARE_API_BASE: is required/);
    expect(() => loadConfig({ ...square, SQUARE_WEBHOOK_URL: 'not a url' })).toThrow(/SQUARE_WEBHOOK_URL/);
  });
  // Security issue, item 5: the sandbox's test cards buy any plan, so a reachable server must choose it on purpose.
  it('keeps sandbox the default on loopback, and makes a reachable server choose its payment provider', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ PUBLIC_URL: 'https://learn.example.org' })).toThrow(
      /PAYMENT_PROVIDER: must be set when PUBLIC_URL is not a loopback address/,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://learn.example.org', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(
      loadConfig({
        PUBLIC_URL: 'https://learn.example.org',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      }).PAYMENT_PROVIDER,
    ).toBe('stripe');
  });

  // Security issue, item 13: development mode signs anyone in, so it stays on this machine.
  it('refuses development mode when PUBLIC_URL is not a loopback address', () => {
    expect(loadConfig({ APP_ENV: 'development' }).APP_ENV).toBe('development');
    expect(loadConfig({ APP_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' }).APP_ENV).toBe('development');
    expect(() => loadConfig({ APP_ENV: 'development', PUBLIC_URL: 'https://learn.example.org', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /APP_ENV: must not be development when PUBLIC_URL is not a loopback address/,
    );
  });
});
