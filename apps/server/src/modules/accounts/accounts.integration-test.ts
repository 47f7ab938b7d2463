import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';

const origin = 'http://localhost:3000';
const strong = 'violet-harbour-kettle-42';

describe.each(dbKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'Ada.Admin@School.example', name: 'Ada Lovelace', password: strong, accessType: 'master' });
    await t.app.accounts.createAccount({ email: 'sam@school.example', name: '', password: strong, accessType: 'student' });
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshIp(),
      headers: { origin, ...headers },
      payload: { email, password },
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const raw = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
    return raw.map((c) => c.split(';')[0]).join('; ');
  };
  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

  it('signs in with email and password and sets a safe session cookie', async () => {
    const res = await signIn('ada.admin@school.example', strong);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/brainboost\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token = /brainboost\.session_token=([^.;]+)/.exec(setCookie)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22); // >= 128 bits of base62
  });

  it('GET /api/me returns the access object and profile of the signed-in user', async () => {
    const cookie = cookieOf(await signIn('ada.admin@school.example', strong));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'ada.admin@school.example', emailVerified: true });
    expect(body.profile).toEqual({ fullName: 'Ada Lovelace', avatarUrl: null, initials: 'AL' });
    expect(body.access).toEqual({ access_type: 'master', access_tier: null, subscription_tier: 'free', valid_until: null });
    expect(body.entitlements.features).toContain('basic_content');
    expect(body.entitlements.features).not.toContain('worksheet_help');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('reads tier and trial from the newest active subscription', async () => {
    const cookie = cookieOf(await signIn('sam@school.example', strong));
    const { user } = (await me(cookie)).json();
    const trialEnd = new Date(Date.now() + 2.5 * 86_400_000);
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'canceled', plan_type: 'ultimate', created_at: new Date(Date.now() - 5000) })
      .execute();
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'trialing', plan_type: 'basic', trial_end: trialEnd, current_period_end: trialEnd })
      .execute();
    const body = (await me(cookie)).json();
    expect(body.access).toMatchObject({ access_type: 'student', subscription_tier: 'basic' });
    expect(body.entitlements.trial).toEqual({ active: true, daysLeft: 3 });
    expect(body.entitlements.features).toContain('ai_conversation');
    expect(body.entitlements.features).not.toContain('export_data');
    expect(body.profile.initials).toBe('S');
  });

  it('answers 401 without a session, and a wrong password with a translated message', async () => {
    expect((await t.app.inject('/api/me')).statusCode).toBe(401);
    const wrong = await signIn('ada.admin@school.example', 'not-the-password-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: "That email and password don't match an account." });
    const unknown = await signIn('nobody@school.example', 'not-the-password-at-all', { 'accept-language': 'it' });
    expect(unknown.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(unknown.json().error.message).not.toBe("That email and password don't match an account.");
  });

  it('keeps public sign-up closed until the age and consent checks exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshIp(),
      headers: { origin },
      payload: { email: 'kid@example.org', password: strong, name: 'Kid' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const users = await t.db.selectFrom('user').select('id').where('email', '=', 'kid@example.org').execute();
    expect(users).toEqual([]);
  });

  it('refuses weak passwords with their reasons', async () => {
    await expect(
      t.app.accounts.createAccount({ email: 'weak@school.example', name: 'W', password: 'password1234', accessType: 'student' }),
    ).rejects.toThrow();
    await expect(
      t.app.accounts.createAccount({ email: 'weak@school.example', name: 'W', password: 'short', accessType: 'student' }),
    ).rejects.toThrow();
    await expect(
      t.app.accounts.createAccount({ email: 'ADA.admin@school.example', name: 'Dup', password: strong, accessType: 'student' }),
    ).rejects.toThrow(/USER_ALREADY_EXISTS/);
  });

  it('resets a forgotten password by emailed link, revoking old sessions; unknown emails look the same', async () => {
    const oldCookie = cookieOf(await signIn('sam@school.example', strong));
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: freshIp(),
        headers: { origin },
        payload: { email, redirectTo: '/reset-password' },
      });
    const known = await ask('sam@school.example');
    const unknown = await ask('ghost@school.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    // The email goes out after the answer, so that known and unknown addresses answer alike.
    const mail = await vi.waitFor(() =>
      t.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', 'sam@school.example')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow(),
    );
    expect(mail.subject).toBe('Reset your BrainBoost password');
    expect(await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'ghost@school.example').execute()).toEqual([]);
    const link = /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '';
    const token = new URL(link).pathname.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(10);

    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: freshIp(),
        headers: { origin },
        payload: { newPassword, token },
      });
    const weak = await reset('qwertyuiop12');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    expect(weak.json().error.fields.password).toContain('password.');
    expect((await reset('new-lantern-orchard-77')).statusCode).toBe(200);

    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await signIn('sam@school.example', strong)).statusCode).toBe(401);
    expect((await signIn('sam@school.example', 'new-lantern-orchard-77')).statusCode).toBe(200);
  });

  it('ends a session after its absolute lifetime even if it was used', async () => {
    const cookie = cookieOf(await signIn('ada.admin@school.example', strong));
    expect((await me(cookie)).statusCode).toBe(200);
    await sql`update "session" set "createdAt" = now() - interval '31 days'`.execute(t.db);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a session past its idle expiry and deletes it', async () => {
    const cookie = cookieOf(await signIn('sam@school.example', 'new-lantern-orchard-77'));
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;
    await sql`update "session" set "expiresAt" = now() - interval '1 minute' where "token" = ${token}`.execute(t.db);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.db.selectFrom('session').select('id').where('token', '=', token).executeTakeFirst()).toBeUndefined();
  });

  it('slides a used session forward once a day, and not on every request', async () => {
    const cookie = cookieOf(await signIn('sam@school.example', 'new-lantern-orchard-77'));
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;
    const expiry = async () =>
      (await t.db.selectFrom('session').select('expiresAt').where('token', '=', token).executeTakeFirstOrThrow()).expiresAt;
    const fresh = new Date(await expiry()).getTime();
    expect((await me(cookie)).statusCode).toBe(200);
    expect(new Date(await expiry()).getTime()).toBe(fresh);
    // Last refreshed more than a day ago: the next request pushes the idle expiry a week out again.
    await sql`update "session" set "expiresAt" = now() + interval '5 days' where "token" = ${token}`.execute(t.db);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(new Date(await expiry()).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });

  it('refuses a session cookie whose signature does not match', async () => {
    const cookie = cookieOf(await signIn('sam@school.example', 'new-lantern-orchard-77'));
    const [name, value] = cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forged = `${name}=${encodeURIComponent(`${token}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(`${name}=${token}`)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('signs out', async () => {
    const cookie = cookieOf(await signIn('ada.admin@school.example', strong));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('session cookies in production', () => {
  it('are Secure', async () => {
    const t = await createTestApp('pglite', { APP_ENV: 'production', LOG_LEVEL: 'silent' });
    try {
      await t.app.accounts.createAccount({ email: 'p@school.example', name: 'P', password: strong, accessType: 'student' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'p@school.example', password: strong },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/__Secure-brainboost\.session_token=.*Secure/i);
    } finally {
      await t.close();
    }
  });
});
