import { createEmailVerificationToken } from 'better-auth/api';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  enrolTotp,
  unusedTotpCode,
  hasSessionCookie,
  lastCodeSentTo,
  postAuth,
  strongPassword,
} from '../../test/sign-in-helpers.js';
import { resolveAuthSecret } from './auth-secret.js';
import { cookieOf, createTestApp, dbKinds, signInCookie, type TestApp } from '../../test/test-app.js';

/** A code from the authenticator that is not the current one (for "wrong code" checks). */
function wrongCode(secret: string) {
  const right = authenticator.generate(secret);
  return right === '000000' ? '111111' : '000000';
}

describe.each(dbKinds)('TOTP second factor on %s', (kind) => {
  let t: TestApp;
  const phone = '+447700900456';
  let secret = '';
  let backupCodes: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.app, t.db, { email: 'mia@school.example', phoneNumber: phone });
    await createUser(t.app, t.db, { email: 'noah@school.example' });
    ({ secret, backupCodes } = await enrolTotp(t.app, await signInCookie(t.app, 'mia@school.example', strongPassword)));
  });
  afterAll(() => t?.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

  it('enrolment gives a 32-character base32 secret and 10 backup codes, and turns the factor on', async () => {
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const user = await t.db
      .selectFrom('user')
      .select('twoFactorEnabled')
      .where('email', '=', 'mia@school.example')
      .executeTakeFirstOrThrow();
    expect(user.twoFactorEnabled).toBe(true);
  });

  it('enrolment needs the right password', async () => {
    const cookie = await signInCookie(t.app, 'noah@school.example', strongPassword);
    const res = await postAuth(t.app, '/two-factor/enable', { password: 'not-my-password-at-all' }, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("That password isn't right.");
  });

  it('password sign-in then asks for the second factor and creates a session only after a valid TOTP code', async () => {
    const first = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(hasSessionCookie(first)).toBe(false);
    const challenge = cookieOf(first);
    expect(challenge).toMatch(/brainboost\.two_factor=/);

    const wrong = await postAuth(t.app, '/two-factor/verify-totp', { code: wrongCode(secret) }, { cookie: challenge });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe("That code isn't right. Check your authenticator app and try again.");

    const ok = await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: challenge });
    expect(ok.statusCode).toBe(200);
    expect(hasSessionCookie(ok)).toBe(true);
    expect((await me(cookieOf(ok))).json().user.email).toBe('mia@school.example');
  });

  it('a backup code signs in once only', async () => {
    const code = backupCodes[0]!;
    const first = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const ok = await postAuth(t.app, '/two-factor/verify-backup-code', { code }, { cookie: cookieOf(first) });
    expect(ok.statusCode).toBe(200);
    expect(hasSessionCookie(ok)).toBe(true);

    const second = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const reused = await postAuth(t.app, '/two-factor/verify-backup-code', { code }, { cookie: cookieOf(second) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe("That backup code isn't right or has already been used.");
    expect(hasSessionCookie(reused)).toBe(false);
  });

  it('trusting the device skips the challenge on the next sign-in from it', async () => {
    const first = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const ok = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await unusedTotpCode(t.db, secret), trustDevice: true },
      { cookie: cookieOf(first) },
    );
    const trust = cookieOf(ok)
      .split('; ')
      .filter((c) => c.startsWith('brainboost.trust_device='))
      .join('; ');
    expect(trust).not.toBe('');
    const again = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword }, { cookie: trust });
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect(hasSessionCookie(again)).toBe(true);
  });

  // Regression tests for the hole issue 6 names: better-auth guards only password sign-ins.
  it('REGRESSION: email-code sign-in of a TOTP user gives no session, only twoFactorRedirect, until verify-totp', async () => {
    await postAuth(t.app, '/email-otp/send-verification-otp', { email: 'mia@school.example', type: 'sign-in' });
    const code = await lastCodeSentTo(t.db, 'mia@school.example');
    const res = await postAuth(t.app, '/sign-in/email-otp', { email: 'mia@school.example', otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(hasSessionCookie(res)).toBe(false);
    const sessions = await t.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.token')
      .where('user.email', '=', 'mia@school.example')
      .execute();
    const tokensBefore = sessions.map((s) => s.token);

    const ok = await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: cookieOf(res) });
    expect(ok.statusCode).toBe(200);
    expect(hasSessionCookie(ok)).toBe(true);
    expect(tokensBefore).not.toContain(ok.json().token);
    expect((await me(cookieOf(ok))).json().user.email).toBe('mia@school.example');
  });

  it('REGRESSION: phone-code sign-in of a TOTP user gives no session, only twoFactorRedirect, until verify-totp', async () => {
    await postAuth(t.app, '/phone-number/send-otp', { phoneNumber: phone });
    const res = await postAuth(t.app, '/phone-number/verify', { phoneNumber: phone, code: await lastCodeSentTo(t.db, phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(hasSessionCookie(res)).toBe(false);
    expect((await me(cookieOf(res))).statusCode).toBe(401);

    const ok = await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: cookieOf(res) });
    expect(ok.statusCode).toBe(200);
    expect((await me(cookieOf(ok))).json().user.email).toBe('mia@school.example');
  });

  it('REGRESSION: an email link with auto sign-in redirects to /login?mfa=required with the challenge, not a session', async () => {
    await t.db.updateTable('user').set({ emailVerified: false }).where('email', '=', 'mia@school.example').execute();
    const token = await createEmailVerificationToken(await resolveAuthSecret(t.db, undefined), 'mia@school.example');
    const res = await t.app.inject({ url: `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/profile')}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?mfa=required&returnTo=%2Fprofile');
    expect(hasSessionCookie(res)).toBe(false);
    const challenge = cookieOf(res);
    expect(challenge).toMatch(/brainboost\.two_factor=/);
    const ok = await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: challenge });
    expect(ok.statusCode).toBe(200);
    expect(hasSessionCookie(ok)).toBe(true);
  });

  it('REGRESSION: verifying the email by code with auto sign-in also stops at the challenge', async () => {
    await t.db.updateTable('user').set({ emailVerified: false }).where('email', '=', 'mia@school.example').execute();
    await postAuth(t.app, '/email-otp/send-verification-otp', { email: 'mia@school.example', type: 'email-verification' });
    const res = await postAuth(t.app, '/email-otp/verify-email', {
      email: 'mia@school.example',
      otp: await lastCodeSentTo(t.db, 'mia@school.example'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(hasSessionCookie(res)).toBe(false);
  });

  it('a signed-in user refreshing their own session is not challenged again', async () => {
    const first = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const ok = await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: cookieOf(first) });
    const cookie = cookieOf(ok);
    await t.db.updateTable('user').set({ emailVerified: false }).where('email', '=', 'mia@school.example').execute();
    const token = await createEmailVerificationToken(await resolveAuthSecret(t.db, undefined), 'mia@school.example');
    const res = await t.app.inject({ url: `/api/auth/verify-email?token=${token}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, user: null });
    expect((await me(cookie)).json().user).toMatchObject({ email: 'mia@school.example', emailVerified: true });
  });

  it('regenerating backup codes needs the password and replaces the old ones', async () => {
    const first = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const cookie = cookieOf(
      await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: cookieOf(first) }),
    );
    const refused = await postAuth(t.app, '/two-factor/generate-backup-codes', { password: 'not-my-password-at-all' }, { cookie });
    expect(refused.statusCode).toBe(400);
    const res = await postAuth(t.app, '/two-factor/generate-backup-codes', { password: strongPassword }, { cookie });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const second = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const old = await postAuth(t.app, '/two-factor/verify-backup-code', { code: backupCodes[1] }, { cookie: cookieOf(second) });
    expect(old.statusCode).toBe(401);
    backupCodes = fresh;
  });

  it('removing the factor needs the password; afterwards sign-in needs no code', async () => {
    const first = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    const cookie = cookieOf(
      await postAuth(t.app, '/two-factor/verify-totp', { code: await unusedTotpCode(t.db, secret) }, { cookie: cookieOf(first) }),
    );
    const refused = await postAuth(t.app, '/two-factor/disable', { password: 'not-my-password-at-all' }, { cookie });
    expect(refused.statusCode).toBe(400);
    const res = await postAuth(t.app, '/two-factor/disable', { password: strongPassword }, { cookie });
    expect(res.statusCode).toBe(200);
    const again = await postAuth(t.app, '/sign-in/email', { email: 'mia@school.example', password: strongPassword });
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect(hasSessionCookie(again)).toBe(true);
  });
});
