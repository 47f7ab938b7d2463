import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneNumberPattern } from '../accounts/auth-plugins.js';
import { internationalPhonePattern } from '@brainboost/domain/schemas/signup';
import { cookieOf, createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { signupLimits } from './signup-limits.js';

const strong = 'violet-harbour-kettle-42';
const adult = { birthYear: 1990, birthMonth: 5 };

describe.each(dbKinds)('sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A sign-up, once the work it does after its answer (account and email) has finished. */
  const signup = async (payload: object, options: { ip?: string; lang?: string } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: options.ip ?? freshIp(),
      headers: { origin: testOrigin, ...(options.lang ? { 'accept-language': options.lang } : {}) },
      payload,
    });
    await t.app.signup.idle();
    return res;
  };
  const resend = (payload: object, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/verification/resend', remoteAddress: ip, headers: { origin: testOrigin }, payload });
  const outbox = (recipient: string) =>
    t.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient).orderBy('created_at', 'desc').execute();
  const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });
  const linkIn = (body: string) => /https?:\/\/\S+/.exec(body)?.[0] ?? '';

  it('uses the same phone rule as the phone-number plugin', () => {
    expect(internationalPhonePattern.source).toBe(phoneNumberPattern.source);
  });

  it('13+ with email: unverified account, verification email, link signs in', async () => {
    const res = await signup({ ...adult, name: 'Maya Patel', email: 'Maya@Example.org', password: strong });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ next: 'check-email' });
    // Not proven yet: the account holds neither the name nor the password (decision 0043), so password sign-in is refused.
    const user = await t.db
      .selectFrom('user')
      .select(['id', 'emailVerified', 'name'])
      .where('email', '=', 'maya@example.org')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ emailVerified: false, name: '' });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email: 'maya@example.org', password: strong },
    });
    expect(early.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const [mail] = await outbox('maya@example.org');
    expect(mail?.subject).toBe('Confirm your email address for BrainBoost');
    const link = new URL(linkIn(mail!.body));
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/verify-email');
    // Opened in the browser that signed up, which keeps the sign-up's cookie.
    const verified = await t.app.inject({ url: link.pathname + link.search, headers: { cookie: cookieOf(res) } });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/verify-email');
    const body = (await me(cookieOf(verified))).json();
    expect(body.user).toMatchObject({ email: 'maya@example.org', emailVerified: true });
    expect(body.profile.fullName).toBe('Maya Patel');
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email: 'maya@example.org', password: strong },
    });
    expect(later.statusCode).toBe(200);

    const bad = await t.app.inject({ url: `${link.pathname}?token=not-a-token&callbackURL=%2Fverify-email` });
    expect(bad.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
  });

  it('writes the verification email in the language of the request', async () => {
    await signup({ ...adult, name: 'Lucía', email: 'lucia@example.org', password: strong }, { lang: 'es' });
    const [mail] = await outbox('lucia@example.org');
    expect(mail?.subject).toBe('Confirma tu dirección de correo electrónico para BrainBoost');
  });

  it('13+ with phone: SMS code, verify signs in', async () => {
    const res = await signup({ ...adult, name: 'Tom Phone', phone: '+44 7700 900123', password: strong });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ next: 'enter-phone-code' });
    const row = await t.db
      .selectFrom('user')
      .select(['id', 'email', 'phoneNumberVerified'])
      .where('phoneNumber', '=', '+447700900123')
      .executeTakeFirstOrThrow();
    expect(row.phoneNumberVerified).toBe(false);
    expect(row.email).toMatch(/\.invalid$/);
    const [sms] = await outbox('+447700900123');
    expect(sms?.channel).toBe('sms');
    const code = /\b(\d{6})\b/.exec(sms!.body)?.[1];
    expect(code).toBeDefined();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { phoneNumber: '+447700900123', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'INVALID_OTP', message: "That code isn't right. Check it and try again." });

    // The code is entered in the browser that signed up: it carries the sign-up's cookie.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: cookieOf(res) },
      payload: { phoneNumber: '+447700900123', code },
    });
    expect(ok.statusCode).toBe(200);
    const body = (await me(cookieOf(ok))).json();
    expect(body.user.email).toBe('');
    expect(body.profile.fullName).toBe('Tom Phone');
    // And later with phone and password.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/phone-number',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { phoneNumber: '+447700900123', password: strong },
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers the spec message when neither email nor phone (or no password) is given, in the caller’s language', async () => {
    for (const payload of [
      { ...adult, name: 'No Contact', password: strong },
      { ...adult, name: 'No Password', email: 'np@example.org' },
      { ...adult, name: 'Blank', email: '  ', phone: '' },
    ]) {
      const res = await signup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'EMAIL_OR_PHONE_REQUIRED',
        message: 'You must provide either an email or phone number and a password',
      });
    }
    const fr = await signup({ ...adult, name: 'X', password: strong }, { lang: 'fr' });
    expect(fr.json().error.message).toBe('Tu dois indiquer une adresse e-mail ou un numéro de téléphone et un mot de passe');
    expect(await outbox('np@example.org')).toEqual([]);
  });

  it('refuses weak passwords with their reasons and a bad birth date', async () => {
    const short = await signup({ ...adult, name: 'W', email: 'weak@example.org', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'password.tooShort' });
    expect(short.json().error.message).toBe('Use at least 12 characters.');
    const common = await signup({ ...adult, name: 'W', email: 'weak@example.org', password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'password.common' } });
    expect(await t.db.selectFrom('user').select('id').where('email', '=', 'weak@example.org').execute()).toEqual([]);

    const future = await signup({
      birthYear: new Date().getUTCFullYear() + 1,
      birthMonth: 1,
      name: 'F',
      email: 'f@example.org',
      password: strong,
    });
    expect(future.json().error.code).toBe('BIRTH_DATE_INVALID');
    const noBirth = await signup({ name: 'F', email: 'f@example.org', password: strong });
    expect(noBirth.statusCode).toBe(400);
    expect(noBirth.json().error.message).toBe('Please choose the month and the year you were born.');
  });

  it('answers a taken email exactly like a new one, and tells the owner instead', async () => {
    await t.app.accounts.createAccount({ email: 'owner@example.org', name: 'Owner', password: strong, accessType: 'student' });
    const taken = await signup({ ...adult, name: 'Intruder', email: 'OWNER@example.org', password: 'another-long-passphrase-9' });
    const fresh = await signup({ ...adult, name: 'Newcomer', email: 'newcomer@example.org', password: 'another-long-passphrase-9' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const [notice] = await outbox('owner@example.org');
    expect(notice?.subject).toBe('Someone tried to create a BrainBoost account with your email');
    expect(notice?.body).toContain('/forgot-password');
    // The owner's account is untouched: the old password still works, the name is unchanged.
    const owner = await t.db.selectFrom('user').select(['name']).where('email', '=', 'owner@example.org').execute();
    expect(owner).toEqual([{ name: 'Owner' }]);

    // Unproven address signed up again: a new link, still one account (signup-takeover.integration-test.ts covers whose password is kept).
    await signup({ ...adult, name: 'Newcomer', email: 'newcomer@example.org', password: 'a-third-long-passphrase-7' });
    const mails = await outbox('newcomer@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your email address for BrainBoost', 'Confirm your email address for BrainBoost']);
    expect(await t.db.selectFrom('user').select('id').where('email', '=', 'newcomer@example.org').execute()).toHaveLength(1);
  });

  it('limits sign-ups per account and per address with a translated 429, kept in the database', async () => {
    const max = signupLimits.signup.perAccount.max;
    for (let i = 0; i < max; i++)
      expect((await signup({ ...adult, name: 'R', email: 'repeat@example.org', password: strong })).statusCode).toBe(202);
    const limited = await signup({ ...adult, name: 'R', email: 'repeat@example.org', password: strong }, { lang: 'it' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: 'Troppi tentativi di registrazione. Aspetta un’ora e riprova.' });

    const ip = freshIp();
    const perIp = signupLimits.signup.perAddress.max;
    for (let i = 0; i < perIp; i++)
      expect((await signup({ ...adult, name: 'S', email: `school-${i}@example.org`, password: strong }, { ip })).statusCode).toBe(202);
    const blocked = await signup({ ...adult, name: 'S', email: 'school-last@example.org', password: strong }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many sign-up attempts. Please wait an hour and try again.');
    expect(await t.db.selectFrom('user').select('id').where('email', '=', 'school-last@example.org').execute()).toEqual([]);
    const stored = await t.db.selectFrom('signup_attempts').select('key').where('key', 'like', 'account:%').limit(1).execute();
    expect(stored[0]?.key).not.toContain('@');
  });

  it('resend: needs email or phone and a type; same answer for unknown addresses; limited', async () => {
    for (const payload of [
      { type: 'email-verification' },
      { email: 'a@example.org' },
      {},
      { email: '', phone: ' ', type: 'sign-in' },
      { phone: '+447700900999', type: 'email-verification' },
    ]) {
      const res = await resend(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Resend needs email or phone and a type');
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/verification/resend',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'zh-Hant' },
      payload: { type: 'sign-in' },
    });
    expect(zh.json().error.message).toBe('重新傳送需要電子郵件地址或電話號碼，以及類型');

    await signup({ ...adult, name: 'Ravi', email: 'ravi@example.org', password: strong });
    const known = await resend({ email: 'ravi@example.org', type: 'email-verification' });
    const unknown = await resend({ email: 'nobody@example.org', type: 'email-verification' });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('ravi@example.org')).toHaveLength(2);
    expect(await outbox('nobody@example.org')).toEqual([]);

    await signup({ ...adult, name: 'Pia', phone: '+15555550123', password: strong });
    expect((await resend({ phone: '+1 555 555 0123', type: 'phone-verification' })).statusCode).toBe(200);
    expect(await outbox('+15555550123')).toHaveLength(2);
    expect((await resend({ phone: '+15555550999', type: 'phone-verification' })).body).toBe(known.body);

    for (let i = 0; i < signupLimits.resend.perAccount.max - 1; i++)
      await resend({ email: 'ravi@example.org', type: 'email-verification' });
    const limited = await resend({ email: 'ravi@example.org', type: 'email-verification' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many requests for a new link or code. Please wait 15 minutes and try again.');
  });

  it('never accepts or mails an internal .invalid address', async () => {
    const res = await signup({ ...adult, name: 'X', email: 'child-1@accounts.brainboost.invalid', password: strong });
    expect(res.statusCode).toBe(400);
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email: 'x@accounts.brainboost.invalid', type: 'sign-in' },
    });
    expect(otp.statusCode).toBe(400);
    const rows = await t.db.selectFrom('outbox_messages').select('recipient').where('recipient', 'like', '%.invalid').execute();
    expect(rows).toEqual([]);
  });

  it('keeps better-auth’s own sign-up closed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email: 'direct@example.org', password: strong, name: 'D' },
    });
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
