import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';

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
    const token = await t.app.setup.issueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = await t.db.selectFrom('server_secrets').select('value').where('name', '=', 'first-admin-setup').executeTakeFirstOrThrow();
    expect(stored.value).not.toBe(token);

    const wrong = await post({ ...person, token: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('SETUP_TOKEN_INVALID');

    const weak = await post({ ...person, token, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'password.common' } });

    const ok = await post({ ...person, token });
    expect(ok.statusCode).toBe(201);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: { email: person.email, password: person.password } });
    const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().access.access_type).toBe('master');

    expect((await post({ ...person, email: 'second@district.example', token })).statusCode).toBe(403);
    expect(await t.app.setup.issueToken()).toBeNull();
    expect((await t.app.inject('/api/setup')).json()).toEqual({ needed: false });
  });

  it('lets a signed-in user change their display name, and only theirs', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: { email: person.email, password: person.password } });
    const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie, origin }, payload: { fullName: 'Grace B. Hopper' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ fullName: 'Grace B. Hopper', initials: 'GB' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me/profile', payload: { fullName: 'Nobody' } })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie, origin: 'https://evil.example' }, payload: { fullName: 'Pwned' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().profile.fullName).toBe('Grace B. Hopper');
    const blank = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie, origin }, payload: { fullName: '  ' } });
    expect(blank.json().error.fields).toEqual({ fullName: 'contact.nameRequired' });
  });
});
