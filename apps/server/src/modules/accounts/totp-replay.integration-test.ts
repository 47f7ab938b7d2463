import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, enrolTotp, hasSessionCookie, postAuth, strongPassword } from '../../test/sign-in-helpers.js';
import { cookieOf, createTestApp, dbKinds, signInCookie, type TestApp } from '../../test/test-app.js';

/** The code of the step after the current one: accepted (one step either side), and not yet used by enrolment. */
const nextCode = (secret: string) => authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);

// Security issue item 9: an authenticator code was accepted twice within its window.
describe.each(dbKinds)('an authenticator code is accepted once, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function enrolled(email: string) {
    await createUser(t.app, t.db, { email });
    const { secret } = await enrolTotp(t.app, await signInCookie(t.app, email, strongPassword));
    const challenge = async () => cookieOf(await postAuth(t.app, '/sign-in/email', { email, password: strongPassword }));
    return { secret, challenge };
  }

  it('refuses the same code at a second sign-in, in the caller language', async () => {
    const { secret, challenge } = await enrolled('once@totp.example');
    const code = nextCode(secret);
    const first = await postAuth(t.app, '/two-factor/verify-totp', { code }, { cookie: await challenge() });
    expect(first.statusCode).toBe(200);
    expect(hasSessionCookie(first)).toBe(true);

    const again = await postAuth(t.app, '/two-factor/verify-totp', { code }, { cookie: await challenge(), 'accept-language': 'it' });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toEqual({
      code: 'TOTP_CODE_USED',
      message: 'Questo codice è già stato usato. Aspetta il prossimo nella tua app di autenticazione.',
    });
    expect(hasSessionCookie(again)).toBe(false);
  });

  it('refuses the code that confirmed enrolment at sign-in', async () => {
    await createUser(t.app, t.db, { email: 'enrol@totp.example' });
    const cookie = await signInCookie(t.app, 'enrol@totp.example', strongPassword);
    const { totpURI } = (await postAuth(t.app, '/two-factor/enable', { password: strongPassword }, { cookie })).json();
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const code = nextCode(secret);
    expect((await postAuth(t.app, '/two-factor/verify-totp', { code }, { cookie })).statusCode).toBe(200);
    const challenge = cookieOf(await postAuth(t.app, '/sign-in/email', { email: 'enrol@totp.example', password: strongPassword }));
    expect((await postAuth(t.app, '/two-factor/verify-totp', { code }, { cookie: challenge })).statusCode).toBe(401);
  });

  it('lets exactly one of parallel sign-ins with the same code through', async () => {
    const { secret, challenge } = await enrolled('parallel@totp.example');
    const cookies = await Promise.all(Array.from({ length: 5 }, () => challenge()));
    const code = nextCode(secret);
    const answers = await Promise.all(cookies.map((cookie) => postAuth(t.app, '/two-factor/verify-totp', { code }, { cookie })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });
});
