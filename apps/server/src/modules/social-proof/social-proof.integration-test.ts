import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { channels, notifyOnCommit } from '../../db/notifications.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from '../billing/billing.test-helpers.js';

/** Reads a Server-Sent Events stream of a listening app; `events` fills as messages arrive. */
async function openStream(app: FastifyInstance) {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/social-proof/stream`, { signal: controller.signal });
  const events: { event: string; data: string }[] = [];
  let raw = '';
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        raw += value;
        for (const block of value.split('\n\n')) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data });
        }
      }
    } catch {
      // aborted
    }
  })();
  // Subscribed once the first bytes (the retry hint) arrived.
  await waitFor(() => raw.includes('retry:'));
  return { res, events, raw: () => raw, close: () => controller.abort() };
}

async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbKinds)('social proof stream on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SOCIAL_PROOF_GAP_MS: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('a real paid subscription reaches an open stream as its tier only; before that the stream says nothing', async () => {
    const stream = await openStream(t.app);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      await pause(200);
      expect(stream.events).toEqual([]);
      const pat = await customer(t.app, 'social-proof-buyer@example.org');
      const { url } = (await pat.startCheckout('ultimate_annual')).json();
      await payOnHostedPage(t.app, url, '4242424242424242');
      await waitFor(() => stream.events.length > 0);
      expect(stream.events).toEqual([{ event: 'subscription', data: '{"tier":"ultimate"}' }]);
      expect(stream.raw()).not.toContain('social-proof-buyer');
      // A renewal or a cancellation is not a new subscription.
      await pat.call('POST', '/api/billing/subscription/cancel');
      await pause(200);
      expect(stream.events).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('a declined card announces nothing', async () => {
    const stream = await openStream(t.app);
    try {
      const pat = await customer(t.app, 'social-proof-declined@example.org');
      const { url } = (await pat.startCheckout('basic_monthly')).json();
      await payOnHostedPage(t.app, url, '4000000000000002');
      await pause(300);
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('passes on only well-formed tiers (a payload with anything more is dropped)', async () => {
    const stream = await openStream(t.app);
    try {
      await notifyOnCommit(t.db, channels.subscriptionStarted, JSON.stringify({ tier: 'premium', email: 'someone@example.org' }));
      await notifyOnCommit(t.db, channels.subscriptionStarted, JSON.stringify({ tier: 'gold' }));
      await notifyOnCommit(t.db, channels.subscriptionStarted, 'not json');
      await notifyOnCommit(t.db, channels.subscriptionStarted, JSON.stringify({ tier: 'basic' }));
      await waitFor(() => stream.events.length > 0);
      await pause(100);
      expect(stream.events).toEqual([{ event: 'subscription', data: '{"tier":"basic"}' }]);
    } finally {
      stream.close();
    }
  });
});

describe.each(dbKinds)('social proof throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SOCIAL_PROOF_GAP_MS: '60000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('a burst of new subscriptions is one message per gap', async () => {
    const stream = await openStream(t.app);
    try {
      for (const tier of ['basic', 'premium', 'ultimate', 'premium'])
        await notifyOnCommit(t.db, channels.subscriptionStarted, JSON.stringify({ tier }));
      await waitFor(() => stream.events.length > 0);
      await pause(300);
      expect(stream.events).toEqual([{ event: 'subscription', data: '{"tier":"basic"}' }]);
    } finally {
      stream.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('social proof across two servers on one PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Two servers, each with its own pool and its own LISTEN connection, as two processes would have.
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig({ SOCIAL_PROOF_GAP_MS: '0' }), {
        db: await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 }),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a subscription paid on one server shows on the other server’s stream', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const onB = await openStream(b);
    try {
      const pat = await customer(a, 'two-servers@example.org');
      const { url } = (await pat.startCheckout('premium_monthly')).json();
      await payOnHostedPage(a, url, '4242424242424242');
      await waitFor(() => onB.events.length > 0);
      expect(onB.events).toEqual([{ event: 'subscription', data: '{"tier":"premium"}' }]);
    } finally {
      onB.close();
    }
  });
});
