import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { strongPassword } from '../../test/sign-in-helpers.js';
import { createReopenableTestDb, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

type App = TestApp['app'];

const post = (app: App, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { origin: testOrigin, ...headers }, payload });

async function accessToken(app: App, cookie: string): Promise<string> {
  const res = await app.inject({ url: '/api/auth/token', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const asBearer = (token: string, headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...headers });

// Security issue item 8: an access token outlived the session it came from for its 15 minutes.
describe.each(dbKinds)('access tokens end with their session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  let n = 0;
  async function signedInWithToken() {
    n += 1;
    const email = `token${n}@revocation.example`;
    await t.app.accounts.createAccount({ email, name: `Token ${n}`, password: strongPassword, accessType: 'student' });
    const cookie = await signInCookie(t.app, email, strongPassword);
    const token = await accessToken(t.app, cookie);
    expect((await t.app.inject({ url: '/api/me', headers: asBearer(token) })).statusCode).toBe(200);
    return { email, cookie, token };
  }

  it('refuses the token once its session signs out, in the caller language', async () => {
    const { cookie, token } = await signedInWithToken();
    expect((await post(t.app, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/me', headers: asBearer(token, { 'accept-language': 'es' }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'TOKEN_REVOKED',
      message: 'Este token de acceso pertenece a una sesión que ya ha terminado. Vuelve a iniciar sesión para obtener uno nuevo.',
    });
  });

  it('refuses the token once the password is reset', async () => {
    const { email, token } = await signedInWithToken();
    expect((await post(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    // The reset email is sent after the answer (equal timing for known and unknown addresses).
    const mail = await vi.waitFor(() =>
      t.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow(),
    );
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).pathname.split('/').pop()!;
    expect(
      (await post(t.app, '/api/auth/reset-password', { token: resetToken, newPassword: 'amber-lighthouse-meadow-88' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: asBearer(token) })).json().error.code).toBe('TOKEN_REVOKED');
  });

  it('refuses the token of a deleted account, on reads and writes alike', async () => {
    const { cookie, token } = await signedInWithToken();
    expect(
      (await post(t.app, '/api/account/delete', { currentPassword: strongPassword, confirmation: 'DELETE' }, { cookie })).statusCode,
    ).toBe(200);
    const read = await t.app.inject({ url: '/api/me', headers: asBearer(token) });
    const write = await post(t.app, '/api/feedback', { type: 'issue', text: 'Still here?' }, asBearer(token));
    expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
    expect(write.json().error.code).toBe('TOKEN_REVOKED');
  });

  it('keeps a token of another session working when one session signs out', async () => {
    const { email, cookie } = await signedInWithToken();
    const other = await accessToken(t.app, await signInCookie(t.app, email, strongPassword));
    expect((await post(t.app, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: asBearer(other) })).statusCode).toBe(200);
  });
});

describe.runIf(dbKinds.includes('postgres'))('access tokens across two servers on one PostgreSQL database', () => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  it('a token whose session signed out on one server is refused by the other within moments', async () => {
    const database = await createReopenableTestDb('postgres');
    opened.push({ close: database.drop });
    const first = await buildApp(testConfig(), { db: await database.open() });
    const second = await buildApp(testConfig(), { db: await database.open() });
    opened.unshift(first, second);
    await first.accounts.createAccount({ email: 'tia@example.com', name: 'Tia Park', password: strongPassword, accessType: 'student' });
    const cookie = await signInCookie(first, 'tia@example.com', strongPassword);
    const token = await accessToken(first, cookie);
    const seenBy = async (app: App) => (await app.inject({ url: '/api/me', headers: asBearer(token) })).statusCode;
    expect([await seenBy(first), await seenBy(second)]).toEqual([200, 200]);

    expect((await post(second, '/api/auth/sign-out', {}, { cookie })).statusCode).toBe(200);
    const deadline = Date.now() + 2000;
    let seen = await seenBy(first);
    while (seen !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await seenBy(first);
    }
    expect(seen).toBe(401);
  });
});
