import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePolicy } from './auth-plugins.js';
import { createUser, hasSessionCookie, lastCodeSentTo, postAuth } from '../../test/sign-in-helpers.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';

/** Six digits that are not `code`, different for each `i`. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count + 1 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0'))
    .filter((guess) => guess !== code)
    .slice(0, count);

// Security issue item 10: ten parallel guesses at an emailed code were all checked, past the limit of five.
describe.each(dbKinds)('attempts at a one-time code, counted in the database, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('refuses every guess past the fifth under parallel requests, and then the right code too', async () => {
    const email = 'parallel@codes.example';
    await createUser(t.app, t.db, { email });
    expect((await postAuth(t.app, '/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
    const code = await lastCodeSentTo(t.db, email);

    // Every guess from its own address, at once.
    const answers = await Promise.all(wrongCodes(code, 12).map((otp) => postAuth(t.app, '/sign-in/email-otp', { email, otp })));
    const refused = answers.filter((res) => res.statusCode === 403 && res.json().error.code === 'TOO_MANY_ATTEMPTS');
    expect(refused).toHaveLength(answers.length - codePolicy.allowedAttempts);
    expect(answers.some((res) => res.statusCode === 200)).toBe(false);

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'es' },
      payload: { email, otp: code },
    });
    expect(right.statusCode).toBeGreaterThanOrEqual(400);
    expect(hasSessionCookie(right)).toBe(false);
  });

  it('a new code starts again at zero, and a right code within the limit signs in', async () => {
    const email = 'fresh@codes.example';
    await createUser(t.app, t.db, { email });
    expect((await postAuth(t.app, '/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
    const first = await lastCodeSentTo(t.db, email);
    for (const otp of wrongCodes(first, codePolicy.allowedAttempts))
      expect((await postAuth(t.app, '/sign-in/email-otp', { email, otp })).statusCode).toBe(400);
    const exhausted = await postAuth(t.app, '/sign-in/email-otp', { email, otp: first }, { 'accept-language': 'es' });
    expect(exhausted.statusCode).toBe(403);
    expect(exhausted.json().error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Demasiados códigos incorrectos. Pide uno nuevo.' });

    expect((await postAuth(t.app, '/email-otp/send-verification-otp', { email, type: 'sign-in' })).statusCode).toBe(200);
    const second = await lastCodeSentTo(t.db, email);
    for (const otp of wrongCodes(second, codePolicy.allowedAttempts - 1))
      expect((await postAuth(t.app, '/sign-in/email-otp', { email, otp })).statusCode).toBe(400);
    const signedIn = await postAuth(t.app, '/sign-in/email-otp', { email, otp: second });
    expect(signedIn.statusCode).toBe(200);
    expect(hasSessionCookie(signedIn)).toBe(true);
  });
});
