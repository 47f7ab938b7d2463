import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountExportReadModel } from './account-export.read-model.js';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';
const newPassword = 'copper-lantern-meadow-88';

describe.each(dbKinds)('account security on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  let n = 0;
  const newAccount = async () => {
    n += 1;
    const email = `person${n}@security.example`;
    await t.app.accounts.createAccount({ email, name: `Person ${n}`, password, accessType: 'student' });
    return { email, cookie: await signInCookie(t.app, email, password) };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { cookie, origin: testOrigin, ...headers },
      ...(payload ? { payload } : {}),
    });
  const outboxFor = (recipient: string) =>
    t.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', recipient).orderBy('created_at', 'desc').execute();

  it('summarises email, phone, password and two-factor as stored', async () => {
    const { email, cookie } = await newAccount();
    const summary = async () => {
      const res = await call('GET', '/api/account/security', cookie);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await summary()).toEqual({ email, emailVerified: true, phoneNumber: null, twoFactorEnabled: false, hasPassword: true });

    const user = await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .updateTable('user')
      .set({ emailVerified: false, phoneNumber: '+15555550123', twoFactorEnabled: true })
      .where('id', '=', user.id)
      .execute();
    expect(await summary()).toEqual({
      email,
      emailVerified: false,
      phoneNumber: '+15555550123',
      twoFactorEnabled: true,
      hasPassword: true,
    });
    await t.db.updateTable('user').set({ twoFactorEnabled: null }).where('id', '=', user.id).execute();
    expect((await summary()).twoFactorEnabled).toBe(false);

    // Only a credential sign-in method with a password counts as having one.
    const now = new Date();
    await t.db
      .insertInto('account')
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        providerId: 'github',
        accountId: 'gh-1',
        password: 'not-a-credential',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await t.db
      .updateTable('account')
      .set({ password: null })
      .where('userId', '=', user.id)
      .where('providerId', '=', 'credential')
      .execute();
    expect((await summary()).hasPassword).toBe(false);
    await t.db.updateTable('account').set({ password: '' }).where('userId', '=', user.id).where('providerId', '=', 'credential').execute();
    expect((await summary()).hasPassword).toBe(false);
    expect((await t.app.inject({ url: '/api/account/security' })).statusCode).toBe(401);
  });

  it('changes the password only with the current one, refuses weak ones, and signs out other devices', async () => {
    const { email, cookie } = await newAccount();
    const other = await signInCookie(t.app, email, password);

    const wrong = await call(
      'POST',
      '/api/account/password',
      cookie,
      { currentPassword: 'not-my-password-at-all', newPassword },
      { 'accept-language': 'es' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Esa no es tu contraseña actual.',
      fields: { currentPassword: 'account.wrongPassword' },
    });

    const weak = await call('POST', '/api/account/password', cookie, { currentPassword: password, newPassword: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toContain('password.common');

    expect((await call('POST', '/api/account/password', cookie, { currentPassword: password, newPassword })).statusCode).toBe(200);
    expect((await call('GET', '/api/me', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', other)).statusCode).toBe(401);
    await expect(signInCookie(t.app, email, password)).rejects.toThrow();
    await expect(signInCookie(t.app, email, newPassword)).resolves.toContain('session_token');
    expect((await outboxFor(email)).map((m) => m.subject)).toContain('Your BrainBoost password was changed');
  });

  it('lists this account’s devices, marks the current one and signs one or all others out', async () => {
    const { email, cookie } = await newAccount();
    const second = await signInCookie(t.app, email, password);
    await signInCookie(t.app, email, password);
    const sessions = (await call('GET', '/api/account/sessions', cookie)).json() as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const secondId = ((await call('GET', '/api/account/sessions', second)).json() as { id: string; current: boolean }[]).find(
      (s) => s.current,
    )!.id;
    expect((await call('DELETE', `/api/account/sessions/${secondId}`, cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', second)).statusCode).toBe(401);

    const stranger = await newAccount();
    const currentId = sessions.find((s) => s.current)!.id;
    const foreign = await call('DELETE', `/api/account/sessions/${currentId}`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', '/api/me', cookie)).statusCode).toBe(200);
    // Found by the write-route fuzz: an id that is no uuid reached PostgreSQL's uuid column (a 500).
    const malformed = await call('DELETE', '/api/account/sessions/-1', cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'That device is already signed out.' });

    expect((await call('POST', '/api/account/sessions/revoke-others', cookie)).json()).toEqual({ revoked: 1 });
    expect((await call('GET', '/api/account/sessions', cookie)).json()).toHaveLength(1);
  });

  it('changes the email after re-authentication: a link goes to the new address, a notice to the old', async () => {
    const { email, cookie } = await newAccount();
    const taken = await newAccount();
    expect((await call('POST', '/api/account/email', cookie, { newEmail: 'new@security.example' })).json().error.code).toBe(
      'REAUTHENTICATION_REQUIRED',
    );
    expect((await call('POST', '/api/account/email', cookie, { currentPassword: password, newEmail: taken.email })).statusCode).toBe(409);
    expect((await call('POST', '/api/account/email', cookie, { currentPassword: password, newEmail: 'not-an-email' })).statusCode).toBe(
      400,
    );

    const res = await call('POST', '/api/account/email', cookie, { currentPassword: password, newEmail: 'New.Address@Security.example' });
    expect(res.statusCode).toBe(202);
    expect((await outboxFor(email)).map((m) => m.subject)).toContain('Your BrainBoost email address is changing');
    const [link] = await outboxFor('new.address@security.example');
    const url = /https?:\/\/\S+verify-email\S+/.exec(link?.body ?? '')?.[0];
    expect(url).toBeTruthy();
    const verified = await t.app.inject({ url: new URL(url!).pathname + new URL(url!).search, headers: { cookie } });
    expect(verified.statusCode).toBeLessThan(400);
    const me = (await call('GET', '/api/me', cookieOf(verified) || cookie)).json();
    expect(me.user.email).toBe('new.address@security.example');
  });

  it('exports everything stored about me without secrets', async () => {
    const { email, cookie } = await newAccount();
    const res = await call('GET', '/api/account/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="brainboost-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = res.json();
    expect(data.account.email).toBe(email);
    expect(data.accounts).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/argon2|\$argon|session_token|"token"/);
    expect((await t.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('exports each stored row with exact values, times as UTC ISO strings, oldest first, and nobody else’s', async () => {
    const { email, cookie } = await newAccount();
    const other = await newAccount();
    const user = await t.db.selectFrom('user').select(['id', 'createdAt']).where('email', '=', email).executeTakeFirstOrThrow();
    const otherId = (await t.db.selectFrom('user').select('id').where('email', '=', other.email).executeTakeFirstOrThrow()).id;
    const at = (iso: string) => new Date(iso);
    await t.db.updateTable('user').set({ phoneNumber: '+15555550199', twoFactorEnabled: null }).where('id', '=', user.id).execute();
    await t.db
      .updateTable('profiles')
      .set({ full_name: 'Ada Export', avatar_url: null, updated_at: at('2026-03-04T05:06:07.089Z') })
      .where('id', '=', user.id)
      .execute();
    await t.db
      .updateTable('user_access')
      .set({ access_tier: 'premium', access_expires_at: at('2026-12-31T23:59:59.999Z') })
      .where('user_id', '=', user.id)
      .execute();
    await t.db
      .insertInto('subscriptions')
      .values([
        {
          user_id: user.id,
          status: 'canceled',
          plan_type: 'basic',
          current_period_end: at('2026-02-01T00:00:00.000Z'),
          trial_end: null,
          cancel_at_period_end: true,
          created_at: at('2026-01-01T10:00:00.500Z'),
        },
        {
          user_id: user.id,
          status: 'active',
          plan_type: 'premium',
          billing_cycle: 'annual',
          current_period_end: at('2027-01-01T00:00:00.000Z'),
          trial_end: at('2026-02-15T12:30:45.678Z'),
          created_at: at('2026-02-01T00:00:00.001Z'),
        },
        {
          user_id: otherId,
          status: 'active',
          plan_type: 'ultimate',
          current_period_end: at('2027-01-01T00:00:00.000Z'),
          created_at: at('2026-02-01T00:00:00.000Z'),
        },
      ])
      .execute();
    for (const [id, text] of [
      [user.id, 'Second'],
      [otherId, 'Not mine'],
    ] as const)
      await t.db
        .insertInto('feedback')
        .values({ user_id: id, type: 'suggestion', text, path: '/x', created_at: at('2026-05-05T05:05:05.005Z') })
        .execute();
    await t.db
      .insertInto('feedback')
      .values({ user_id: user.id, type: 'issue', text: 'First', path: null, created_at: at('2026-05-04T00:00:00.000Z') })
      .execute();
    await t.db
      .insertInto('page_views')
      .values({
        user_id: user.id,
        path: '/learn',
        session_id: '00000000-0000-4000-8000-000000000001',
        created_at: at('2026-06-01T00:00:00.000Z'),
      })
      .execute();
    await t.db
      .insertInto('analytics_events')
      .values({
        user_id: user.id,
        name: 'quiz_done',
        properties: JSON.stringify({ score: 9, tags: ['a'] }),
        session_id: '00000000-0000-4000-8000-000000000001',
        created_at: at('2026-06-02T00:00:00.000Z'),
      })
      .execute();
    await t.db
      .insertInto('contact_messages')
      .values({
        reference: `MSG-${user.id.slice(0, 8)}`,
        name: 'Ada',
        email,
        topic: 'billing',
        message: 'Hello',
        created_at: at('2026-07-01T00:00:00.000Z'),
      })
      .execute();
    const inquiry = await t.db
      .insertInto('enterprise_inquiries')
      .values({
        reference: `ENT-${user.id.slice(0, 8)}`,
        name: 'Ada',
        email,
        organization: 'School',
        organization_type: 'school',
        role: 'Head',
        seats: 30,
        country: 'IE',
        message: 'Quote please',
        created_at: at('2026-08-01T00:00:00.000Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const res = await call('GET', '/api/account/export', cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(res.headers['content-disposition']).toContain(`brainboost-data-${data.exportedAt.slice(0, 10)}.json`);
    expect(Math.abs(Date.parse(data.exportedAt) - Date.now())).toBeLessThan(60_000);
    expect(Object.keys(data).sort()).toEqual([
      'access',
      'account',
      'accounts',
      'contactMessages',
      'curriculumMastery',
      'curriculumPractice',
      'curriculumPracticeDays',
      'curriculumTests',
      'enterpriseInquiries',
      'events',
      'exportedAt',
      'feedback',
      'messages',
      'pageViews',
      'profile',
      'sessions',
      'subscriptions',
    ]);
    expect(data.account).toEqual({
      id: user.id,
      email,
      emailVerified: true,
      name: `Person ${n - 1}`,
      phoneNumber: '+15555550199',
      username: null,
      twoFactorEnabled: false,
      createdAt: new Date(user.createdAt).toISOString(),
    });
    expect(data.profile).toEqual({ full_name: 'Ada Export', avatar_url: null, updated_at: '2026-03-04T05:06:07.089Z' });
    expect(data.access).toEqual({ access_type: 'student', access_tier: 'premium', access_expires_at: '2026-12-31T23:59:59.999Z' });
    expect(data.subscriptions).toEqual([
      {
        status: 'canceled',
        plan_type: 'basic',
        billing_cycle: 'monthly',
        current_period_end: '2026-02-01T00:00:00.000Z',
        trial_end: null,
        cancel_at_period_end: true,
        created_at: '2026-01-01T10:00:00.500Z',
      },
      {
        status: 'active',
        plan_type: 'premium',
        billing_cycle: 'annual',
        current_period_end: '2027-01-01T00:00:00.000Z',
        trial_end: '2026-02-15T12:30:45.678Z',
        cancel_at_period_end: false,
        created_at: '2026-02-01T00:00:00.001Z',
      },
    ]);
    expect(data.feedback).toEqual([
      { type: 'issue', text: 'First', path: null, created_at: '2026-05-04T00:00:00.000Z' },
      { type: 'suggestion', text: 'Second', path: '/x', created_at: '2026-05-05T05:05:05.005Z' },
    ]);
    expect(data.pageViews).toEqual([{ path: '/learn', created_at: '2026-06-01T00:00:00.000Z' }]);
    expect(data.events).toEqual([{ name: 'quiz_done', properties: { score: 9, tags: ['a'] }, created_at: '2026-06-02T00:00:00.000Z' }]);
    expect(data.contactMessages).toEqual([{ name: 'Ada', topic: 'billing', message: 'Hello', created_at: '2026-07-01T00:00:00.000Z' }]);
    expect(data.enterpriseInquiries).toEqual([
      {
        id: inquiry.id,
        reference: `ENT-${user.id.slice(0, 8)}`,
        name: 'Ada',
        email,
        organization: 'School',
        organization_type: 'school',
        role: 'Head',
        seats: 30,
        country: 'IE',
        message: 'Quote please',
        locale: null,
        status: 'new',
        created_at: '2026-08-01T00:00:00.000Z',
      },
    ]);
    expect(data.accounts).toEqual([
      { providerId: 'credential', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'expiresAt', 'ipAddress', 'updatedAt', 'userAgent']);
    expect(data.sessions[0].expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const stored = await t.db.selectFrom('session').select('expiresAt').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(data.sessions[0].expiresAt).toBe(new Date(stored.expiresAt).toISOString());
    expect(data.messages.map((m: { subject: string }) => m.subject).length).toBe((await outboxFor(email)).length);
  });

  it('sends the export exactly as the database composed it: its response schema drops no section and no field', async () => {
    const { email, cookie } = await newAccount();
    const user = await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .updateTable('user')
      .set({ username: `person-${n}` })
      .where('id', '=', user.id)
      .execute();
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: user.id, status: 'trialing', plan_type: 'premium', trial_end: new Date('2026-09-09T09:09:09.009Z') })
      .execute();
    await t.db.insertInto('feedback').values({ user_id: user.id, type: 'issue', text: 'Kept', path: '/settings' }).execute();
    await t.db
      .insertInto('analytics_events')
      .values({
        user_id: user.id,
        name: 'lesson_done',
        properties: JSON.stringify({ course: 'fr', nested: { depth: [1, { deeper: true }] } }),
        session_id: '00000000-0000-4000-8000-000000000002',
      })
      .execute();
    await t.db
      .insertInto('enterprise_inquiries')
      .values({
        reference: `ENT-${user.id.slice(0, 8)}`,
        name: 'Ada',
        email,
        organization: 'School',
        organization_type: 'school',
        role: 'Head',
        seats: 12,
        country: 'FR',
        message: 'Quote please',
        locale: 'fr',
      })
      .execute();
    await t.db
      .insertInto('outbox_messages')
      .values({ channel: 'sms', recipient: email, subject: null, body: 'Your code', created_at: new Date('2026-10-10T10:10:10.010Z') })
      .execute();

    const res = await call('GET', '/api/account/export', cookie);
    expect(res.statusCode).toBe(200);
    const found = await createAccountExportReadModel(t.db).findExportOf(user.id);
    const { exportedAt: _sentAt, ...sent } = res.json();
    const { exportedAt: _composedAt, ...composed } = found!.document;
    expect(sent).toEqual(composed);
    expect(Object.keys(res.json())).toEqual(Object.keys(found!.document));
    expect(sent.account.username).toBe(`person-${n}`);
    expect(sent.subscriptions).toEqual([expect.objectContaining({ status: 'trialing', trial_end: '2026-09-09T09:09:09.009Z' })]);
    expect(sent.events[0].properties).toEqual({ course: 'fr', nested: { depth: [1, { deeper: true }] } });
    expect(sent.enterpriseInquiries[0]).toMatchObject({ seats: 12, locale: 'fr', status: 'new' });
    expect(sent.messages).toContainEqual({ channel: 'sms', subject: null, created_at: '2026-10-10T10:10:10.010Z' });
  });

  it('finds a person’s rows in every table the export and deletion read through an index, not a whole-table read', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      select c.relname as table, a.attname as column
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]`.execute(t.db);
    const leading = new Set(rows.map((r) => `${r.table}.${r.column}`));
    const personal = [
      'profiles.id',
      'user_access.user_id',
      'subscriptions.user_id',
      'session.userId',
      'account.userId',
      'feedback.user_id',
      'page_views.user_id',
      'analytics_events.user_id',
      'contact_messages.email',
      'enterprise_inquiries.email',
      'outbox_messages.recipient',
      'curriculum_skill_mastery.user_id',
      'curriculum_practice_items.user_id',
      'curriculum_practice_days.user_id',
      'curriculum_tests.user_id',
    ];
    expect(personal.filter((column) => !leading.has(column))).toEqual([]);
  });

  it('will not remove the only sign-in method, and keeps the session', async () => {
    const { cookie } = await newAccount();
    const { identities, hasPassword } = (await call('GET', '/api/account/identities', cookie)).json();
    expect(hasPassword).toBe(true);
    expect(identities).toHaveLength(1);
    const res = await call('DELETE', `/api/account/identities/${identities[0].id}`, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'SINGLE_IDENTITY_NOT_DELETABLE',
      message: "This is your only way to sign in, so it can't be removed. Link another one first.",
    });
    expect((await call('DELETE', '/api/account/identities/00000000-0000-0000-0000-000000000000', cookie)).json().error.code).toBe(
      'IDENTITY_NOT_FOUND',
    );
    expect((await call('GET', '/api/me', cookie)).statusCode).toBe(200);
  });

  it('deletes the account and its data only with the password and the word DELETE', async () => {
    const { email, cookie } = await newAccount();
    await call('POST', '/api/feedback', cookie, { type: 'issue', text: 'The quiz froze' });
    expect((await call('POST', '/api/account/delete', cookie, { currentPassword: password, confirmation: 'delete' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/account/delete', cookie, { currentPassword: 'wrong-password-123', confirmation: 'DELETE' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/me', cookie)).statusCode).toBe(200);

    const res = await call('POST', '/api/account/delete', cookie, { currentPassword: password, confirmation: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/brainboost\.session_token=; Path=\/; Max-Age=0/);
    expect((await call('GET', '/api/me', cookie)).statusCode).toBe(401);
    await expect(signInCookie(t.app, email, password)).rejects.toThrow();
    expect(await t.db.selectFrom('user').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await t.db.selectFrom('feedback').select('id').where('text', '=', 'The quiz froze').execute()).toEqual([]);
  });

  it('issues JWT access tokens that API clients send as bearer tokens, verifiable with /jwks', async () => {
    const { email, cookie } = await newAccount();
    const { token } = (await call('GET', '/api/auth/token', cookie)).json();
    expect(token.split('.')).toHaveLength(3);
    const me = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    const jwks = await t.app.inject({ url: '/jwks' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });

    const bad = await t.app.inject({ url: '/api/me', headers: { authorization: 'Bearer not-a-token', 'accept-language': 'fr' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toEqual({ code: 'INVALID_TOKEN', message: 'Jeton non valide.' });
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${tampered}` } })).statusCode).toBe(401);
  });
});
