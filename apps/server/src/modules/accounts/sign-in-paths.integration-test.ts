import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, hasSessionCookie, lastCodeSentTo, postAuth, strongPassword } from '../../test/sign-in-helpers.js';
import { cookieOf, createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';

const bothMessage = 'You must provide either an email or phone number and a password';
const addressMessage = 'You must provide either an email or phone number.';

describe.each(dbKinds)('sign-in paths on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.app, t.db, { email: 'pat@school.example', phoneNumber: '+447700900123', username: 'pat_reads' });
  });
  afterAll(() => t?.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

  // Found by the write-route fuzz: better-auth answered a JSON body that is no object with a 500.
  it('refuses a body that is not a JSON object with a 400', async () => {
    const cookie = cookieOf(await postAuth(t.app, '/sign-in/username', { username: 'pat_reads', password: strongPassword }));
    for (const payload of ['"2026-02-30"', '[]', '42', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, 'content-type': 'application/json', cookie },
        payload,
      });
      expect({ payload, status: res.statusCode, code: res.json().error?.code }).toEqual({
        payload,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await me(cookie)).json().profile.fullName).toBe('Test Person');
  });

  it('signs in with an international phone number and a password', async () => {
    const res = await postAuth(t.app, '/sign-in/phone-number', { phoneNumber: '+447700900123', password: strongPassword });
    expect(res.statusCode).toBe(200);
    expect((await me(cookieOf(res))).json().user.email).toBe('pat@school.example');
    const wrong = await postAuth(t.app, '/sign-in/phone-number', { phoneNumber: '+447700900123', password: 'not-the-password-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe("That phone number and password don't match an account.");
  });

  it('signs in with a username and a password', async () => {
    const res = await postAuth(t.app, '/sign-in/username', { username: 'pat_reads', password: strongPassword });
    expect(res.statusCode).toBe(200);
    expect((await me(cookieOf(res))).json().user.email).toBe('pat@school.example');
  });

  it.each([
    ['/sign-in/email', {}],
    ['/sign-in/email', { email: 'pat@school.example' }],
    ['/sign-in/email', { password: strongPassword }],
    ['/sign-in/phone-number', { phoneNumber: '  ', password: '' }],
    ['/sign-in/username', { username: 'pat_reads', password: '' }],
  ])('%s without an identifier or a password answers the spec message (%j)', async (path, payload) => {
    const res = await postAuth(t.app, path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'IDENTIFIER_AND_PASSWORD_REQUIRED', message: bothMessage });
    expect(hasSessionCookie(res)).toBe(false);
  });

  it('translates the spec message', async () => {
    const res = await postAuth(t.app, '/sign-in/email', {}, { 'accept-language': 'es' });
    expect(res.json().error.message).toBe('Debes indicar un correo electrónico o un número de teléfono y una contraseña');
  });

  it.each([
    ['/email-otp/send-verification-otp', { type: 'sign-in' }],
    ['/email-otp/send-verification-otp', { email: ' ', type: 'sign-in' }],
    ['/phone-number/send-otp', {}],
    ['/sign-in/email-otp', { otp: '123456' }],
    ['/phone-number/verify', { code: '123456' }],
  ])('%s without an email or phone answers the spec message (%j)', async (path, payload) => {
    const res = await postAuth(t.app, path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'EMAIL_OR_PHONE_REQUIRED', message: addressMessage });
  });

  it('a code request needs a type', async () => {
    const res = await postAuth(t.app, '/email-otp/send-verification-otp', { email: 'pat@school.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CODE_TYPE_REQUIRED');
  });

  it('signs in with a code sent by email (read from the outbox)', async () => {
    const sent = await postAuth(t.app, '/email-otp/send-verification-otp', { email: 'Pat@School.example', type: 'sign-in' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(t.db, 'pat@school.example');
    const wrong = await postAuth(t.app, '/sign-in/email-otp', {
      email: 'pat@school.example',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("That code isn't right. Check it and try again.");
    const res = await postAuth(t.app, '/sign-in/email-otp', { email: 'pat@school.example', otp: code });
    expect(res.statusCode).toBe(200);
    expect((await me(cookieOf(res))).json().user.email).toBe('pat@school.example');
    const again = await postAuth(t.app, '/sign-in/email-otp', { email: 'pat@school.example', otp: code });
    expect(again.statusCode).toBe(400);
  });

  it('signs in with a code sent by text message (read from the outbox)', async () => {
    const sent = await postAuth(t.app, '/phone-number/send-otp', { phoneNumber: '+447700900123' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeSentTo(t.db, '+447700900123');
    const res = await postAuth(t.app, '/phone-number/verify', { phoneNumber: '+447700900123', code });
    expect(res.statusCode).toBe(200);
    expect((await me(cookieOf(res))).json().user.email).toBe('pat@school.example');
  });

  it('answers a code request for an unknown address exactly as for a known one (no account enumeration)', async () => {
    for (const [path, known, unknown] of [
      [
        '/email-otp/send-verification-otp',
        { email: 'pat@school.example', type: 'sign-in' },
        { email: 'nobody@school.example', type: 'sign-in' },
      ],
      ['/phone-number/send-otp', { phoneNumber: '+447700900123' }, { phoneNumber: '+447700900999' }],
    ] as const) {
      const a = await postAuth(t.app, path, known);
      const b = await postAuth(t.app, path, unknown);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    }
    const none = await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'nobody@school.example').execute();
    expect(none).toHaveLength(0);
    // Signing in with a guessed code for an unknown address fails like a wrong code for a known one.
    const unknownTry = await postAuth(t.app, '/sign-in/email-otp', { email: 'nobody@school.example', otp: '123456' });
    const knownTry = await postAuth(t.app, '/sign-in/email-otp', { email: 'pat@school.example', otp: '123456' });
    expect(unknownTry.statusCode).toBe(knownTry.statusCode);
    expect(unknownTry.json().error.code).toBe(knownTry.json().error.code);
  });
});
