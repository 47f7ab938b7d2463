import { describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, testOrigin } from '../../test/test-app.js';

describe.each(dbKinds)('development mailbox on %s', (kind) => {
  it('lists outbox emails and texts newest first, filtered by recipient, outside production', async () => {
    const t = await createTestApp(kind);
    try {
      // Explicit times: rows inserted within the same clock tick would otherwise tie.
      await t.db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: 'a@example.org',
          subject: 'First',
          body: 'Open https://example.org/one',
          created_at: new Date(Date.now() - 60_000),
        })
        .execute();
      await t.db
        .insertInto('outbox_messages')
        .values({
          channel: 'sms',
          recipient: '+447700900123',
          subject: null,
          body: '123456 is your code',
          created_at: new Date(Date.now() - 30_000),
        })
        .execute();
      await t.db
        .insertInto('outbox_messages')
        .values({ channel: 'email', recipient: 'b_%@example.org', subject: 'Second', body: 'Hello', created_at: new Date() })
        .execute();
      const all = await t.app.inject('/api/dev/mailbox');
      expect(all.statusCode).toBe(200);
      expect(all.json().messages.map((m: { recipient: string }) => m.recipient)).toEqual([
        'b_%@example.org',
        '+447700900123',
        'a@example.org',
      ]);
      expect(all.json().messages[1]).toMatchObject({ channel: 'sms', subject: null, body: '123456 is your code' });
      const filtered = await t.app.inject('/api/dev/mailbox?recipient=A@EXAMPLE');
      expect(filtered.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['First']);
      // Wildcards are taken literally.
      expect((await t.app.inject('/api/dev/mailbox?recipient=_%25')).json().messages.map((m: { subject: string }) => m.subject)).toEqual([
        'Second',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('development mailbox in production', () => {
  it('does not exist: the API is a plain 404', async () => {
    const t = await createTestApp('pglite', { APP_ENV: 'production' });
    try {
      await t.db
        .insertInto('outbox_messages')
        .values({ channel: 'email', recipient: 'a@example.org', subject: 'Secret', body: 'https://example.org/reset' })
        .execute();
      const res = await t.app.inject('/api/dev/mailbox');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
      // Sign-up itself works the same in production.
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin },
        payload: { birthYear: 1990, birthMonth: 1, name: 'P', email: 'p@example.org', password: 'violet-harbour-kettle-42' },
      });
      expect(signup.statusCode).toBe(202);
    } finally {
      await t.close();
    }
  });
});
