import { sql } from 'kysely';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountRateLimits, createAccountRateLimiter } from '../../plugins/account-rate-limit.js';
import { createUser, enrolTotp, unusedTotpCode, postAuth, strongPassword } from '../../test/sign-in-helpers.js';
import { cookieOf, createTestApp, dbKinds, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

describe.each(dbKinds)('per-account rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const email of ['lee@school.example', 'kim@school.example', 'ray@school.example', 'zoe@school.example'])
      await createUser(t.app, t.db, { email });
  });
  afterAll(() => t?.close());

  /** One address for the password sign-ins of this file, so they count together per address and account. */
  const address = kind === 'pglite' ? '10.201.0.1' : '10.201.0.2';
  const signInFrom = (remoteAddress: string, email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: testOrigin, ...headers },
      payload: { email, password },
    });
  const wrongSignIn = (email: string, headers: Record<string, string> = {}) =>
    signInFrom(address, email, 'not-the-password-at-all', headers);

  it('after 10 wrong passwords for one account from one address sign-in answers 429 there, with a translated message', async () => {
    const { max } = accountRateLimits.passwordSignIn;
    for (let i = 0; i < max; i++) expect((await wrongSignIn('lee@school.example')).statusCode).toBe(401);
    const blocked = await signInFrom(address, 'LEE@school.example', strongPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    const french = await wrongSignIn('lee@school.example', { 'accept-language': 'fr' });
    expect(french.json().error.message).toBe(
      'Trop de tentatives de connexion échouées pour ce compte. Attends 15 minutes ou réinitialise ton mot de passe.',
    );
    // Other accounts are not affected.
    expect((await postAuth(t.app, '/sign-in/email', { email: 'kim@school.example', password: strongPassword })).statusCode).toBe(200);
  });

  it('limits password-reset emails per address, known or not, with the same answer', async () => {
    const { max } = accountRateLimits.passwordReset;
    for (const email of ['zoe@school.example', 'no-such-person@school.example']) {
      for (let i = 0; i < max; i++)
        expect((await postAuth(t.app, '/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
      const blocked = await postAuth(
        t.app,
        '/request-password-reset',
        { email: email.toUpperCase(), redirectTo: '/reset-password' },
        { 'accept-language': 'es' },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(
        'Se pidieron demasiados correos de restablecimiento para esta dirección. Espera una hora y vuelve a intentarlo.',
      );
    }
    // The emails go out after the answers.
    await vi.waitFor(async () =>
      expect(await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'zoe@school.example').execute()).toHaveLength(
        max,
      ),
    );
  });

  it('a successful sign-in resets the count', async () => {
    const { max } = accountRateLimits.passwordSignIn;
    for (let i = 0; i < max - 1; i++) await wrongSignIn('ray@school.example');
    expect((await signInFrom(address, 'ray@school.example', strongPassword)).statusCode).toBe(200);
    for (let i = 0; i < max - 1; i++) expect((await wrongSignIn('ray@school.example')).statusCode).toBe(401);
    expect((await signInFrom(address, 'ray@school.example', strongPassword)).statusCode).toBe(200);
  });

  it('the window ends: old failures stop counting', async () => {
    const { max } = accountRateLimits.passwordSignIn;
    for (let i = 0; i < max; i++) await wrongSignIn('zoe@school.example');
    expect((await signInFrom(address, 'zoe@school.example', strongPassword)).statusCode).toBe(429);
    await sql`update account_rate_limits set window_start = now() - interval '16 minutes'`.execute(t.db);
    expect((await signInFrom(address, 'zoe@school.example', strongPassword)).statusCode).toBe(200);
  });

  // Security issue item 15: anyone could lock any account, and a password reset did not end the lock.
  it('a stranger failing from one address does not lock the owner out from another', async () => {
    const { max } = accountRateLimits.passwordSignIn;
    for (let i = 0; i < max; i++)
      expect((await signInFrom('10.202.0.1', 'kim@school.example', 'not-the-password-at-all')).statusCode).toBe(401);
    expect((await signInFrom('10.202.0.1', 'kim@school.example', strongPassword)).statusCode).toBe(429);
    expect((await signInFrom('10.202.0.2', 'kim@school.example', strongPassword)).statusCode).toBe(200);
  });

  it('guessing from many addresses at one account stops at the per-account ceiling', async () => {
    const email = 'ceiling@school.example';
    await createUser(t.app, t.db, { email });
    const limiter = createAccountRateLimiter(t.db);
    // Failures already counted from many addresses, short of the ceiling by one.
    for (let i = 0; i < accountRateLimits.passwordSignInAccount.max - 1; i++) await limiter.fail('passwordSignInAccount', email, email);
    expect((await signInFrom('10.203.0.1', email, 'not-the-password-at-all')).statusCode).toBe(401);
    const blocked = await signInFrom('10.203.0.2', email, strongPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
  });

  it('a password reset ends every lock on the account, from any address', async () => {
    const email = 'locked@school.example';
    await createUser(t.app, t.db, { email });
    const limiter = createAccountRateLimiter(t.db);
    for (let i = 0; i < accountRateLimits.passwordSignInAccount.max; i++) await limiter.fail('passwordSignInAccount', email, email);
    for (let i = 0; i < accountRateLimits.passwordSignIn.max; i++) await signInFrom('10.204.0.1', email, 'not-the-password-at-all');
    expect((await signInFrom('10.204.0.1', email, strongPassword)).statusCode).toBe(429);

    expect((await postAuth(t.app, '/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    // The reset email is sent after the answer (equal timing for known and unknown addresses).
    const mail = await vi.waitFor(() =>
      t.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow(),
    );
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).pathname.split('/').pop()!;
    const newPassword = 'amber-lighthouse-meadow-88';
    expect((await postAuth(t.app, '/reset-password', { token, newPassword })).statusCode).toBe(200);
    expect((await signInFrom('10.204.0.1', email, newPassword)).statusCode).toBe(200);
  });

  it('limits code requests per address, known or not, with the same answer', async () => {
    const { max } = accountRateLimits.codeRequest;
    for (const email of ['kim@school.example', 'unknown@school.example']) {
      for (let i = 0; i < max; i++)
        expect((await postAuth(t.app, '/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
      const blocked = await postAuth(t.app, '/email-otp/send-verification-otp', { email, type: 'sign-in' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe('Too many codes were requested for this address. Please wait 15 minutes and try again.');
    }
    for (let i = 0; i < max; i++) await postAuth(t.app, '/phone-number/send-otp', { phoneNumber: '+15555550100' });
    expect((await postAuth(t.app, '/phone-number/send-otp', { phoneNumber: '+15555550100' })).statusCode).toBe(429);
  });

  it('limits wrong one-time codes per address across fresh codes', async () => {
    const { max } = accountRateLimits.codeVerification;
    const email = 'ray@school.example';
    // A fresh code every five guesses (each code allows five), so only the per-address limit stops them.
    for (let i = 0; i < max; i++) {
      if (i % 5 === 0) expect((await postAuth(t.app, '/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
      expect((await postAuth(t.app, '/sign-in/email-otp', { email, otp: '000000' })).statusCode).toBe(400);
    }
    const blocked = await postAuth(t.app, '/sign-in/email-otp', { email, otp: '000000' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many wrong codes for this address. Please wait 15 minutes and try again.');
  });

  it('limits wrong authenticator codes per account across challenges, and a right code resets the count', async () => {
    const { secret } = await enrolTotp(t.app, await signInCookie(t.app, 'kim@school.example', strongPassword));
    const wrong = authenticator.generate(secret) === '000000' ? '111111' : '000000';
    const challenge = async () =>
      cookieOf(await postAuth(t.app, '/sign-in/email', { email: 'kim@school.example', password: strongPassword }));
    const { max } = accountRateLimits.totpVerification;
    const failMany = async (count: number) => {
      let failures = 0;
      // At most four wrong codes per challenge (each challenge itself allows five), over several challenges.
      while (failures < count) {
        const cookie = await challenge();
        for (let i = 0; i < 4 && failures < count; i++, failures++)
          expect((await postAuth(t.app, '/two-factor/verify-totp', { code: wrong }, { cookie })).statusCode).toBe(401);
      }
    };
    await failMany(max - 1);
    expect(
      (await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: await challenge() }))
        .statusCode,
    ).toBe(200);
    await failMany(max);
    const blocked = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await unusedTotpCode(t.db, secret) },
      { cookie: await challenge() },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
    });
  });

  it('counts exactly under concurrent requests (one upsert per hit)', async () => {
    const limiter = createAccountRateLimiter(t.db, { ...accountRateLimits, codeRequest: { max: 20, windowSeconds: 60 } });
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('codeRequest', 'race@school.example')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
  });
});

describe.each(dbKinds)('per-address limits (better-auth, on outside tests) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_ENV: 'development' });
  });
  afterAll(() => t?.close());

  it('allows a classroom of sign-ins from one address per minute, then answers 429 in our error shape', async () => {
    // One address per database kind, so the two runs never share a bucket.
    const remoteAddress = kind === 'pglite' ? '10.200.0.1' : '10.200.0.2';
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: { origin: 'http://localhost:3000' },
        payload: { email: `pupil${i}@school.example`, password: 'not-the-password-at-all' },
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(401);
    const blocked = await attempt(30);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: "You're going a little fast. Please wait a minute and try again.",
    });
  });
});
