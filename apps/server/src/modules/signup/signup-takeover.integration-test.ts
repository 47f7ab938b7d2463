import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';

const adult = { birthYear: 1990, birthMonth: 5 };
const attackerPassword = 'attacker-chose-this-9';
const ownerPassword = 'owner-own-passphrase-4';

/**
 * Security issue, "pre-registration takeover": a sign-up on an address nobody has proven yet must
 * never leave a password that its owner did not choose (decision 0043).
 */
describe.each(dbKinds)('sign-up on an unproven address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A sign-up from one browser: its answer, and the cookies that browser keeps. */
  const signup = async (email: string, password: string, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { ...adult, name, email, password },
    });
    // The account and the email are dealt with after the answer.
    await t.app.signup.idle();
    return { res, browser: cookieOf(res) };
  };
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email, password },
    });
  /** The verification links mailed to `email`, oldest first. */
  const links = async (email: string) => {
    const rows = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => {
      const url = new URL(/https?:\/\/\S+verify-email\S*/.exec(row.body)![0]);
      return url.pathname + url.search;
    });
  };
  const open = (link: string, browser = '') => t.app.inject({ url: link, headers: browser ? { cookie: browser } : {} });
  const nameOf = async (email: string) =>
    (await t.db.selectFrom('user').select('name').where('email', '=', email).executeTakeFirstOrThrow()).name;

  it('attacker first, owner second: the owner’s link in the owner’s browser keeps only the owner’s password', async () => {
    const email = 'first-attacker@example.org';
    const attacker = await signup(email, attackerPassword, 'Mallory');
    const owner = await signup(email, ownerPassword, 'Olivia Owner');
    // The second sign-up answers exactly like the first: nothing tells it the address was used.
    expect(owner.res.statusCode).toBe(202);
    expect(owner.res.body).toBe(attacker.res.body);
    expect(Object.keys(owner.res.headers).sort()).toEqual(Object.keys(attacker.res.headers).sort());
    // Nobody has proven the address: neither password signs in.
    expect((await signIn(email, attackerPassword)).statusCode).toBe(401);
    expect((await signIn(email, ownerPassword)).statusCode).toBe(401);

    const [, ownersLink] = await links(email);
    const verified = await open(ownersLink!, owner.browser);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/verify-email');
    expect(cookieOf(verified)).toContain('session_token');

    expect((await signIn(email, ownerPassword)).statusCode).toBe(200);
    expect((await signIn(email, attackerPassword)).statusCode).toBe(401);
    expect(await nameOf(email)).toBe('Olivia Owner');
    // The attacker's sign-up is gone: nothing is left for a later link to activate.
    expect(await t.db.selectFrom('signup_pending_passwords').select('id').execute()).toEqual([]);
  });

  it('tells the owner in the second email that someone signed up again', async () => {
    const email = 'told@example.org';
    await signup(email, attackerPassword, 'Mallory');
    await signup(email, ownerPassword, 'Olivia');
    const bodies = (
      await t.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', email)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute()
    ).map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toContain('signed up for BrainBoost again');
    expect(bodies[1]).toContain('Someone (maybe you) signed up for BrainBoost again with this address before it was confirmed.');
  });

  it('the owner opening the attacker-triggered link (owner never signed up) activates no password, then chooses one', async () => {
    const email = 'victim@example.org';
    await signup(email, attackerPassword, 'Mallory');
    const [attackersLink] = await links(email);
    // The link reached the owner's mailbox; the owner opens it in their own browser.
    const verified = await open(attackersLink!);
    expect(verified.statusCode).toBe(302);
    const session = cookieOf(verified);
    expect((await signIn(email, attackerPassword)).statusCode).toBe(401);
    expect(await nameOf(email)).toBe('');

    const status = await t.app.inject({ url: '/api/signup/password', headers: { cookie: session } });
    expect(status.json()).toEqual({ hasPassword: false });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      headers: { cookie: session, origin: testOrigin },
      payload: { password: 'password1234' },
    });
    expect(weak.json().error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'password.common' } });
    expect((await signIn(email, 'password1234')).statusCode).not.toBe(200);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      headers: { cookie: session, origin: testOrigin },
      payload: { password: ownerPassword },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await signIn(email, ownerPassword)).statusCode).toBe(200);
    expect((await signIn(email, attackerPassword)).statusCode).toBe(401);

    // Only once: a password is changed with the current one, in settings.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      headers: { cookie: session, origin: testOrigin, 'accept-language': 'fr' },
      payload: { password: 'a-third-long-passphrase-7' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'PASSWORD_ALREADY_SET',
      message: "Ce compte a déjà un mot de passe. Connecte-toi avec, ou réinitialise-le si tu l'as oublié.",
    });
    expect((await signIn(email, ownerPassword)).statusCode).toBe(200);
  });

  it('owner first, attacker second: the attacker-triggered link opened in the owner’s browser keeps the owner’s password', async () => {
    const email = 'second-attacker@example.org';
    const owner = await signup(email, ownerPassword, 'Olivia Owner');
    await signup(email, attackerPassword, 'Mallory');
    const [, attackersLink] = await links(email);
    expect((await open(attackersLink!, owner.browser)).statusCode).toBe(302);
    expect((await signIn(email, ownerPassword)).statusCode).toBe(200);
    expect((await signIn(email, attackerPassword)).statusCode).toBe(401);
    expect(await nameOf(email)).toBe('Olivia Owner');
  });

  it('the owner’s own link opened in another browser keeps no password either', async () => {
    const email = 'other-device@example.org';
    await signup(email, ownerPassword, 'Olivia Owner');
    const [link] = await links(email);
    expect((await open(link!)).statusCode).toBe(302);
    expect((await signIn(email, ownerPassword)).statusCode).toBe(401);
  });

  it('refuses a first password without a session, and for an account that has one', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      headers: { origin: testOrigin },
      payload: { password: ownerPassword },
    });
    expect(anonymous.statusCode).toBe(401);
    await t.app.accounts.createAccount({ email: 'has-one@example.org', name: 'Has One', password: ownerPassword, accessType: 'student' });
    const signedIn = cookieOf(await signIn('has-one@example.org', ownerPassword));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      headers: { cookie: signedIn, origin: testOrigin },
      payload: { password: attackerPassword },
    });
    expect(res.statusCode).toBe(409);
    expect((await signIn('has-one@example.org', attackerPassword)).statusCode).toBe(401);
  });
  it('a sign-up whose link has expired keeps nothing: the hourly clean-up drops its password', async () => {
    const email = 'expired@example.org';
    const owner = await signup(email, ownerPassword, 'Olivia Owner');
    const pending = () =>
      t.db
        .selectFrom('signup_pending_passwords')
        .innerJoin('user', 'user.id', 'signup_pending_passwords.user_id')
        .select('signup_pending_passwords.id')
        .where('user.email', '=', email)
        .execute();
    expect(await t.app.signup.purgeExpiredPendingPasswords(new Date())).toBe(0);
    expect(await pending()).toHaveLength(1);
    // Earlier tests' sign-ups in this database expire too: at least this one is dropped.
    expect(await t.app.signup.purgeExpiredPendingPasswords(new Date(Date.now() + 24 * 3600_000 + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await pending()).toEqual([]);
    // The link itself has not expired here, but no password is left for it to keep.
    const [link] = await links(email);
    expect((await open(link!, owner.browser)).statusCode).toBe(302);
    expect((await signIn(email, ownerPassword)).statusCode).toBe(401);
  });
});
