import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

// Security issue: what a production server shows anyone who asks. The sandbox provider must be
// announced on every page (item 5); the API docs are opt-in there (decision 0048).
describe('a production server on the default sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_ENV: 'production' });
  });
  afterAll(() => t?.close());

  it('tells the web app that payments go to the sandbox, so it shows the test-payments banner', async () => {
    expect((await t.app.inject('/api/public-config')).json().paymentSandbox).toBe(true);
  });

  it('serves no API docs', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('a production server taking payments with Stripe, API docs turned on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      APP_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef',
      API_DOCS: 'true',
    });
  });
  afterAll(() => t?.close());

  it('shows no test-payments banner', async () => {
    expect((await t.app.inject('/api/public-config')).json().paymentSandbox).toBe(false);
  });

  it('publishes the OpenAPI document when API_DOCS=true', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});
