import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe-server.js';
import { createTestApp, freshIp, signInCookie, testOrigin, type DbKind, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';

/** A signed-in customer and the calls a browser would make for them. */
export async function customer(app: FastifyInstance, email: string) {
  const { id } = await app.accounts.createAccount({ email, name: 'Pat Parent', password, accessType: 'student' });
  const cookie = await signInCookie(app, email, password);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, remoteAddress: freshIp(), headers: { origin: testOrigin, cookie }, ...(payload ? { payload } : {}) });
  return {
    id,
    cookie,
    call,
    startCheckout: (priceId: string, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/billing/checkout', { priceId, idempotencyKey: randomUUID(), ...extra }),
    overview: async () => (await call('GET', '/api/billing/subscription')).json(),
    me: async () => (await call('GET', '/api/me')).json(),
  };
}

/** Submits the sandbox's hosted form as a browser would; returns where it redirects. */
export async function payOnHostedPage(app: FastifyInstance, url: string, card: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testOrigin },
    payload: new URLSearchParams({ card, expiry: '12/39', cvc: '123' }).toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}

/** The webhook secret the Stripe tests sign with. */
export const fakeStripeWebhookSecret = 'whsec_test_0123456789abcdef0123456789abcdef';

/** A local fake Stripe and the whole server set to use it as its payment provider. */
export async function startStripeTestApp(kind: DbKind): Promise<{ fake: FakeStripe; t: TestApp }> {
  const fake = await startFakeStripe(fakeStripeWebhookSecret);
  const t = await createTestApp(kind, {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake0123456789',
    STRIPE_WEBHOOK_SECRET: fakeStripeWebhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  return { fake, t };
}
