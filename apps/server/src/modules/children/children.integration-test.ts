import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { runAccountCleanup } from './account-jobs.js';

const strong = 'violet-harbour-kettle-42';
const year = new Date().getUTCFullYear();
const child = (username: string, parentEmail: string) => ({
  birthYear: year - 9,
  birthMonth: 1,
  username,
  password: 'purple-otter-rocket-12',
  parentEmail,
});

describe.each(dbKinds)('children under 13 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'stranger@example.org', name: 'Stranger', password: strong, accessType: 'student' });
    await t.app.accounts.createAccount({
      email: 'existing.parent@example.org',
      name: 'Existing Parent',
      password: strong,
      accessType: 'student',
    });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { origin: testOrigin, ...headers }, payload });
  const signUpChild = (username: string, parentEmail: string, lang?: string) =>
    post('/api/signup', child(username, parentEmail), lang ? { 'accept-language': lang } : {});
  const childSignIn = (username: string, password = 'purple-otter-rocket-12') => post('/api/auth/sign-in/username', { username, password });
  const consentToken = async (parentEmail: string) => {
    const mail = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', parentEmail)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    expect(link.pathname).toBe('/parent-consent');
    return { token: link.searchParams.get('token')!, mail };
  };
  const childId = async (username: string) =>
    (await t.db.selectFrom('user').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst())?.id;

  it('creates a pending child with minimal data that cannot sign in, and emails the parent what is collected', async () => {
    const res = await signUpChild('StarFox_9', 'new.parent@example.org');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ next: 'parent-consent-sent' });

    const user = await t.db.selectFrom('user').selectAll().where('username', '=', 'starfox_9').executeTakeFirstOrThrow();
    expect(user.email).toMatch(/@accounts\.brainboost\.invalid$/);
    expect(user.name).toBe('StarFox_9');
    expect(user.phoneNumber).toBeNull();
    expect(await t.db.selectFrom('profiles').select('id').where('id', '=', user.id).execute()).toEqual([]);
    const row = await t.db.selectFrom('child_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      birth_year_month: `${year - 9}-01`,
      parent_email: 'new.parent@example.org',
      parent_user_id: null,
    });
    const days = (new Date(row.consent_expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    const { token, mail } = await consentToken('new.parent@example.org');
    // The username is the child's own free text: in the body, not the subject.
    expect(mail.subject).toBe('A child would like to use BrainBoost: your permission is needed');
    expect(mail.body).toContain('month and year of birth');
    expect(mail.body).toContain('No real name');
    expect(mail.body).toContain('7 days');
    expect(row.consent_token_hash).not.toContain(token);
    expect(row.consent_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const refused = await childSignIn('starfox_9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'CHILD_PENDING_CONSENT',
      message: "Your account is waiting for your parent's approval. We've emailed them: once they approve, you can log in.",
    });
    const wrong = await childSignIn('starfox_9', 'not-the-childs-password');
    expect(wrong.json().error.code).not.toBe('CHILD_PENDING_CONSENT');
    // Nothing is ever sent to the internal address, and nobody signs in with it.
    const byEmail = await post('/api/auth/sign-in/email', { email: user.email, password: 'purple-otter-rocket-12' });
    expect(byEmail.statusCode).toBe(400);
  });

  it('emails the parent in the language of the request; usernames are unique', async () => {
    await signUpChild('Luna.M', 'madre@example.org', 'es');
    const { mail } = await consentToken('madre@example.org');
    expect(mail.subject).toBe('Un menor quiere usar BrainBoost: necesitamos tu permiso');
    const dup = await signUpChild('luna.m', 'other@example.org');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'USERNAME_TAKEN', fields: { username: 'signup.usernameTaken' } });
    const bad = await post('/api/signup', { ...child('a b', 'p@example.org') });
    expect(bad.json().error.fields).toEqual({ username: 'signup.usernameInvalid' });
    const noParent = await post('/api/signup', {
      birthYear: year - 9,
      birthMonth: 1,
      username: 'kidnoparent',
      password: 'purple-otter-rocket-12',
      email: 'kid@example.org',
    });
    expect(noParent.json().error.fields).toEqual({ parentEmail: 'contact.emailInvalid' });
    expect(await childId('kidnoparent')).toBeUndefined();
  });

  it('approve: the parent creates their account from the link, is linked, and the child signs in with the username', async () => {
    const { token } = await consentToken('new.parent@example.org');
    const lookup = await post('/api/consent/lookup', { token });
    expect(lookup.json()).toMatchObject({
      childUsername: 'StarFox_9',
      parentEmail: 'new.parent@example.org',
      parentHasAccount: false,
      signedInAsParent: false,
    });

    const missing = await post('/api/consent/approve', { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('PARENT_ACCOUNT_NEEDED');
    const weak = await post('/api/consent/approve', { token, name: 'Pat Parent', password: 'password1234' });
    expect(weak.json().error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'password.common' } });

    const ok = await post('/api/consent/approve', { token, name: 'Pat Parent', password: strong });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ decision: 'approved', createdParentAccount: true });
    // Single use.
    expect((await post('/api/consent/approve', { token, name: 'Pat Parent', password: strong })).statusCode).toBe(404);
    expect((await post('/api/consent/deny', { token })).statusCode).toBe(404);

    const parentCookie = await signInCookie(t.app, 'new.parent@example.org', strong);
    const childSession = await childSignIn('StarFox_9');
    expect(childSession.statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie: cookieOf(childSession) } })).json();
    expect(me.user.email).toBe('');
    expect(me.profile.fullName).toBe('StarFox_9');

    const list = (await t.app.inject({ url: '/api/children', headers: { cookie: parentCookie } })).json();
    expect(list.children).toHaveLength(1);
    expect(list.children[0]).toMatchObject({ username: 'StarFox_9', status: 'active', consentExpiresAt: null });
    expect(list.children[0].lastSignInAt).not.toBeNull();
    expect(list.pending).toEqual([]);

    // A child may not give themselves a name or an email (better-auth's update-user is not exposed to anyone).
    const rename = await post('/api/auth/update-user', { name: 'Real Name' }, { cookie: cookieOf(childSession) });
    expect(rename.statusCode).toBe(404);
    const profileName = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: cookieOf(childSession), origin: testOrigin },
      payload: { fullName: 'Real Name' },
    });
    expect(profileName.statusCode).toBe(403);
    expect(profileName.json().error.code).toBe('CHILD_ACCOUNT_RESTRICTED');
  });

  it('approve with an existing parent account needs that account signed in', async () => {
    await signUpChild('kiddo_two', 'existing.parent@example.org');
    const { token } = await consentToken('existing.parent@example.org');
    expect((await post('/api/consent/lookup', { token })).json()).toMatchObject({ parentHasAccount: true });
    const anonymous = await post('/api/consent/approve', { token, name: 'Someone', password: strong });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('CONSENT_SIGN_IN_REQUIRED');
    const stranger = await signInCookie(t.app, 'stranger@example.org', strong);
    expect((await post('/api/consent/lookup', { token }, { cookie: stranger })).json()).toMatchObject({ signedInAsOther: true });
    expect((await post('/api/consent/approve', { token }, { cookie: stranger })).statusCode).toBe(403);
    const parent = await signInCookie(t.app, 'existing.parent@example.org', strong);
    const ok = await post('/api/consent/approve', { token }, { cookie: parent });
    expect(ok.json()).toEqual({ decision: 'approved', createdParentAccount: false });
    expect((await childSignIn('kiddo_two')).statusCode).toBe(200);
  });

  it('deny deletes the child account and all its data now', async () => {
    await signUpChild('deny_me', 'deny.parent@example.org');
    const id = (await childId('deny_me'))!;
    await t.db.insertInto('feedback').values({ type: 'issue', text: 'hello', user_id: id }).execute();
    const { token } = await consentToken('deny.parent@example.org');
    const res = await post('/api/consent/deny', { token });
    expect(res.json()).toEqual({ decision: 'denied', createdParentAccount: false });
    expect(await childId('deny_me')).toBeUndefined();
    expect(await t.db.selectFrom('child_accounts').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('account').select('id').where('userId', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('feedback').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it('the parent dashboard: pending consents, approve, password reset, removal; a stranger gets 404', async () => {
    await signUpChild('dash_kid', 'existing.parent@example.org');
    const parent = await signInCookie(t.app, 'existing.parent@example.org', strong);
    const stranger = await signInCookie(t.app, 'stranger@example.org', strong);
    const id = (await childId('dash_kid'))!;

    const list = (await t.app.inject({ url: '/api/children', headers: { cookie: parent } })).json();
    expect(list.pending.map((c: { username: string }) => c.username)).toEqual(['dash_kid']);
    expect(list.pending[0].consentExpiresAt).not.toBeNull();
    expect(list.children.map((c: { username: string }) => c.username)).toEqual(['kiddo_two']);
    expect((await t.app.inject({ url: '/api/children', headers: { cookie: stranger } })).json()).toEqual({ children: [], pending: [] });
    expect((await t.app.inject({ url: '/api/children' })).statusCode).toBe(401);

    expect((await post(`/api/children/${id}/approve`, {}, { cookie: stranger })).statusCode).toBe(404);
    expect((await post(`/api/children/${id}/approve`, {}, { cookie: parent })).statusCode).toBe(204);

    const kidSession = cookieOf(await childSignIn('dash_kid'));
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: kidSession } })).statusCode).toBe(200);
    const reset = (cookie: string, password: string) => post(`/api/children/${id}/password`, { password }, { cookie });
    expect((await reset(stranger, 'new-kid-password-77')).statusCode).toBe(404);
    const weak = await reset(parent, 'short');
    expect(weak.statusCode).toBe(400);
    expect((await reset(parent, 'new-kid-password-77')).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie: kidSession } })).statusCode).toBe(401);
    expect((await childSignIn('dash_kid')).statusCode).toBe(401);
    expect((await childSignIn('dash_kid', 'new-kid-password-77')).statusCode).toBe(200);

    const remove = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/children/${id}`, headers: { cookie, origin: testOrigin } });
    expect((await remove(stranger)).statusCode).toBe(404);
    expect(await childId('dash_kid')).toBe(id);
    expect((await remove(parent)).statusCode).toBe(204);
    expect(await childId('dash_kid')).toBeUndefined();
    expect((await remove(parent)).statusCode).toBe(404);
  });

  it('the hourly job deletes only pending children past 7 days, with their rows, and is safe to run twice at once', async () => {
    await signUpChild('old_pending', 'late.parent@example.org');
    await signUpChild('young_pending', 'late.parent@example.org');
    const oldId = (await childId('old_pending'))!;
    const youngId = (await childId('young_pending'))!;
    const activeId = (await childId('kiddo_two'))!;
    await t.db
      .insertInto('page_views')
      .values({ path: '/x', session_id: '00000000-0000-4000-8000-000000000001', user_id: oldId })
      .execute();
    // A worksheet of the expired child: its row cascades away, and its file is queued for deletion.
    const worksheetKey = 'worksheets/6f1c2a9e-0d4b-4e7a-9c3f-5b8a1d2e3f40';
    await t.db
      .insertInto('worksheets')
      .values({
        user_id: oldId,
        storage_key: worksheetKey,
        media_type: 'application/pdf',
        byte_size: 1,
        pages: 1,
        language: 'eng',
        grade_band: 'elementary',
        stage: 'ready',
      })
      .execute();
    await sql`update child_accounts set created_at = now() - interval '8 days', consent_expires_at = now() - interval '1 day' where user_id = ${oldId}`.execute(
      t.db,
    );
    await sql`update child_accounts set created_at = now() - interval '8 days', consent_expires_at = now() - interval '1 day' where user_id = ${activeId}`.execute(
      t.db,
    );
    const job = jobDeps(t);
    const [a, b] = await Promise.all([runAccountCleanup(job, new Date()), runAccountCleanup(job, new Date())]);
    expect(a.deletedChildren + b.deletedChildren).toBe(1);
    expect(await childId('old_pending')).toBeUndefined();
    expect(await t.db.selectFrom('page_views').select('id').where('user_id', '=', oldId).execute()).toEqual([]);
    expect(await t.db.selectFrom('worksheets').select('id').where('user_id', '=', oldId).execute()).toEqual([]);
    expect(await t.db.selectFrom('worksheet_file_deletions').select('storage_key').execute()).toEqual([{ storage_key: worksheetKey }]);
    expect(await childId('young_pending')).toBe(youngId);
    expect(await childId('kiddo_two')).toBe(activeId);

    // With a clock 7 days and a minute on, every pending one goes (the younger one too), no active one.
    const pending = await t.db.selectFrom('child_accounts').select('user_id').where('status', '=', 'pending').execute();
    expect(pending.map((p) => p.user_id)).toContain(youngId);
    const later = await runAccountCleanup(job, new Date(Date.now() + 7 * 86_400_000 + 60_000));
    expect(later.deletedChildren).toBe(pending.length);
    expect(await t.db.selectFrom('child_accounts').select('user_id').where('status', '=', 'pending').execute()).toEqual([]);
    expect(await childId('young_pending')).toBeUndefined();
    expect(await childId('kiddo_two')).toBe(activeId);
  });

  it('the list: linked children and unexpired sign-ups naming the parent’s verified email, newest first', async () => {
    await t.app.accounts.createAccount({ email: 'list.parent@example.org', name: 'List Parent', password: strong, accessType: 'student' });
    const parentId = (await t.db.selectFrom('user').select('id').where('email', '=', 'list.parent@example.org').executeTakeFirstOrThrow())
      .id;
    const parent = await signInCookie(t.app, 'list.parent@example.org', strong);
    const list = async () => {
      const res = await t.app.inject({ url: '/api/children', headers: { cookie: parent } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const next = `${year + 1}-01-01 00:00:00+00`;
    const add = async (username: string, parentEmail: string, times: { created: string; expires: string }) => {
      expect((await signUpChild(username, parentEmail)).statusCode).toBe(202);
      const id = (await childId(username))!;
      await sql`update child_accounts set created_at = ${times.created}::timestamptz, consent_expires_at = ${times.expires}::timestamptz where user_id = ${id}`.execute(
        t.db,
      );
      return id;
    };
    const activeId = await add('List_Active', 'someone.first@example.org', {
      created: '2024-05-01 08:00:00.123456+00',
      expires: '2024-05-08 08:00:00+00',
    });
    await sql`update child_accounts set status = 'active', parent_user_id = ${parentId}, consent_token_hash = null, last_sign_in_at = '2024-05-02 10:30:00.987654+02' where user_id = ${activeId}`.execute(
      t.db,
    );
    const pendingId = await add('List_Pending', 'list.parent@example.org', { created: '2024-05-03 09:15:00.5+00', expires: next });
    const olderPendingId = await add('list_older', 'list.parent@example.org', { created: '2024-04-30 23:59:59.999999+00', expires: next });
    await add('list_expired', 'list.parent@example.org', { created: '2024-05-04 00:00:00+00', expires: '2024-05-05 00:00:00+00' });
    await add('list_other', 'someone.else@example.org', { created: '2024-05-05 00:00:00+00', expires: next });

    const active = {
      id: activeId,
      username: 'List_Active',
      status: 'active',
      createdAt: '2024-05-01T08:00:00.123Z',
      lastSignInAt: '2024-05-02T08:30:00.987Z',
      consentExpiresAt: null,
      voiceAllowed: false,
    };
    const pending = [
      {
        id: pendingId,
        username: 'List_Pending',
        status: 'pending',
        createdAt: '2024-05-03T09:15:00.500Z',
        lastSignInAt: null,
        consentExpiresAt: `${year + 1}-01-01T00:00:00.000Z`,
        voiceAllowed: false,
      },
      {
        id: olderPendingId,
        username: 'list_older',
        status: 'pending',
        createdAt: '2024-04-30T23:59:59.999Z',
        lastSignInAt: null,
        consentExpiresAt: `${year + 1}-01-01T00:00:00.000Z`,
        voiceAllowed: false,
      },
    ];
    expect(await list()).toEqual({ children: [active], pending });

    // An address that is not verified proves nothing: only the linked child shows.
    await t.db.updateTable('user').set({ emailVerified: false }).where('id', '=', parentId).execute();
    expect(await list()).toEqual({ children: [active], pending: [] });
    // Sign-ups store the address in lower case; the account's may have capitals.
    await t.db.updateTable('user').set({ emailVerified: true, email: 'List.Parent@Example.org' }).where('id', '=', parentId).execute();
    expect(await list()).toEqual({ children: [active], pending });
    // An internal address is never anyone's to prove, even verified.
    const internal = `phone-${parentId}@accounts.brainboost.invalid`;
    await t.db.updateTable('user').set({ email: internal }).where('id', '=', parentId).execute();
    await t.db.updateTable('child_accounts').set({ parent_email: internal }).where('user_id', '=', pendingId).execute();
    expect(await list()).toEqual({ children: [active], pending: [] });
  });
});

function jobDeps(t: TestApp) {
  return { children: t.app.children, signup: t.app.signup };
}
