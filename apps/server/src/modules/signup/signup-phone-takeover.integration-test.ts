import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';

const adult = { birthYear: 1990, birthMonth: 5 };
const attackerPassword = 'attacker-chose-this-9';
const ownerPassword = 'owner-own-passphrase-4';

/**
 * Security issue, "pre-registration takeover", by phone: a sign-up on a number nobody has proven
 * yet must never leave a password its owner did not choose (decision 0043).
 */
describe.each(dbKinds)('sign-up on an unproven phone number on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const signup = async (phone: string, password: string, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { ...adult, name, phone, password },
    });
    expect(res.statusCode).toBe(202);
    return cookieOf(res);
  };
  const latestCode = async (phone: string) => {
    const sms = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', phone)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\b(\d{6})\b/.exec(sms.body)![1]!;
  };
  const verify = (phone: string, code: string, browser: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(browser ? { cookie: browser } : {}) },
      payload: { phoneNumber: phone, code },
    });
  const signIn = (phone: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/phone-number',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { phoneNumber: phone, password },
    });
  const nameOf = async (phone: string) =>
    (await t.db.selectFrom('user').select('name').where('phoneNumber', '=', phone).executeTakeFirstOrThrow()).name;

  it('attacker first, owner second: the owner’s code in the owner’s browser keeps only the owner’s password', async () => {
    const phone = '+447700900201';
    await signup(phone, attackerPassword, 'Mallory');
    const owner = await signup(phone, ownerPassword, 'Olivia Owner');
    const verified = await verify(phone, await latestCode(phone), owner);
    expect(verified.statusCode).toBe(200);
    expect((await signIn(phone, ownerPassword)).statusCode).toBe(200);
    expect((await signIn(phone, attackerPassword)).statusCode).not.toBe(200);
    expect(await nameOf(phone)).toBe('Olivia Owner');
    expect(await t.db.selectFrom('signup_pending_passwords').select('id').execute()).toEqual([]);
  });

  it('attacker signs up, the owner proves the number without signing up: no password is left, the attacker’s is gone', async () => {
    const phone = '+447700900202';
    await signup(phone, attackerPassword, 'Mallory');
    // The owner asks for a code on the sign-in page (a browser with no sign-up of its own).
    const verified = await verify(phone, await latestCode(phone), '');
    expect(verified.statusCode).toBe(200);
    expect((await signIn(phone, attackerPassword)).statusCode).not.toBe(200);
    const passwords = await t.db
      .selectFrom('account')
      .innerJoin('user', 'user.id', 'account.userId')
      .select('account.password')
      .where('user.phoneNumber', '=', phone)
      .where('account.providerId', '=', 'credential')
      .execute();
    expect(passwords).toEqual([]);
  });

  it('proving a proven number again (a code sign-in) keeps the account’s password', async () => {
    const phone = '+447700900203';
    const owner = await signup(phone, ownerPassword, 'Pat');
    expect((await verify(phone, await latestCode(phone), owner)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { phoneNumber: phone },
    });
    expect((await verify(phone, await latestCode(phone), '')).statusCode).toBe(200);
    expect((await signIn(phone, ownerPassword)).statusCode).toBe(200);
  });
});
