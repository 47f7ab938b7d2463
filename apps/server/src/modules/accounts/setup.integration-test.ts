import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';
import { createSetupService, type SetupLink } from './setup.service.js';

const issued = (link: SetupLink | null) => {
  if (link?.status !== 'issued') throw new Error(`expected a new set-up link, got ${JSON.stringify(link)}`);
  return link;
};

const origin = 'http://localhost:3000';

describe.each(dbKinds)('first administrator set-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/setup', remoteAddress: freshIp(), payload });
  const person = { name: 'Grace Hopper', email: 'grace@district.example', password: 'compiler-nanosecond-1952' };

  it('creates the first master once, with the one-time token only', async () => {
    expect((await t.app.inject('/api/setup')).json()).toEqual({ needed: true });
    const token = issued(await t.app.setup.issueToken()).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = await t.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'first-admin-setup')
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toBe(token);

    const wrong = await post({ ...person, token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('SETUP_TOKEN_INVALID');

    const weak = await post({ ...person, token, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'password.common' } });

    const ok = await post({ ...person, token });
    expect(ok.statusCode).toBe(201);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: person.email, password: person.password },
    });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().access.access_type).toBe('master');

    expect((await post({ ...person, email: 'second@district.example', token })).statusCode).toBe(403);
    expect(await t.app.setup.issueToken()).toBeNull();
    expect((await t.app.inject('/api/setup')).json()).toEqual({ needed: false });
  });

  it('lets a signed-in user change their display name, and only theirs', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: person.email, password: person.password },
    });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie, origin },
      payload: { fullName: 'Grace B. Hopper' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ fullName: 'Grace B. Hopper', initials: 'GB' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me/profile', payload: { fullName: 'Nobody' } })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { fullName: 'Pwned' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().profile.fullName).toBe('Grace B. Hopper');
    const blank = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie, origin }, payload: { fullName: '  ' } });
    expect(blank.json().error.fields).toEqual({ fullName: 'contact.nameRequired' });
  });
});

// Security issue, item 12: one set-up link, one master, however many requests or servers.
describe.each(dbKinds)('set-up token under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const masters = async () => (await t.db.selectFrom('user_access').select('user_id').where('access_type', '=', 'master').execute()).length;
  const post = (token: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/setup',
      remoteAddress: freshIp(),
      payload: { token, name: `Owner ${i}`, email: `owner${i}@district.example`, password: 'compiler-nanosecond-1952' },
    });
  let current = '';
  const stored = () =>
    t.db.selectFrom('server_secrets').select(['value', 'created_at']).where('name', '=', 'first-admin-setup').executeTakeFirst();

  it('a second server starting on the same database keeps the first link valid instead of replacing it', async () => {
    const first = issued(await t.app.setup.issueToken());
    current = first.token;
    const before = await stored();
    // Another server on this database: its own service, the same tables.
    const second = await createSetupService(t.db, t.app.accounts).issueToken();
    expect(second).toEqual({ status: 'already-issued', issuedAt: new Date(before!.created_at), expiresAt: first.expiresAt });
    expect(await stored()).toEqual(before);
  });

  it('a start after the link expired issues a new one, and the old one no longer works', async () => {
    await t.db
      .updateTable('server_secrets')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('name', '=', 'first-admin-setup')
      .execute();
    const renewed = issued(await t.app.setup.issueToken());
    expect(renewed.token).not.toBe(current);
    const old = await post(current, 0);
    expect(old.statusCode).toBe(403);
    expect(old.json().error.code).toBe('SETUP_TOKEN_INVALID');
    current = renewed.token;
  });

  it('parallel requests with the same token create exactly one master', async () => {
    const attempts = Array.from({ length: 6 }, (_, i) => post(current, i + 1));
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await masters()).toBe(1);
    expect(await stored()).toBeUndefined();
    expect(await t.app.setup.issueToken()).toBeNull();
  });
});
