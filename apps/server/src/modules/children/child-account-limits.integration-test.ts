import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { exposedAuthEndpoints } from '../accounts/exposed-auth-endpoints.js';

const strong = 'violet-harbour-kettle-42';
const childPassword = 'purple-otter-rocket-12';
const year = new Date().getUTCFullYear();

/** Security issue item 6: a child's account asked for the teacher role, enrolled TOTP and was offered adult fields. */
describe.each(dbKinds)('what a child’s account may not do, on %s', (kind) => {
  let t: TestApp;
  let child = '';
  let adult = '';
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'grown.up@example.org', name: 'Grown Up', password: strong, accessType: 'student' });
    adult = await signInCookie(t.app, 'grown.up@example.org', strong);
    await post('/api/signup', {
      birthYear: year - 9,
      birthMonth: 1,
      username: 'Comet_7',
      password: childPassword,
      parentEmail: 'comet.parent@example.org',
    });
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', 'comet.parent@example.org')
      .executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;
    expect((await post('/api/consent/approve', { token, name: 'Comet Parent', password: strong })).statusCode).toBe(200);
    const signedIn = await post('/api/auth/sign-in/username', { username: 'Comet_7', password: childPassword });
    expect(signedIn.statusCode).toBe(200);
    child = cookieOf(signedIn);
  });
  afterAll(() => t?.close());

  function post(url: string, payload: object, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'es', ...(cookie ? { cookie } : {}) },
      payload,
    });
  }
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const childRow = () =>
    t.db.selectFrom('user').select(['id', 'twoFactorEnabled']).where('username', '=', 'comet_7').executeTakeFirstOrThrow();

  it('a child cannot ask for the teacher role: a translated 403 and no request stored; an adult can', async () => {
    const res = await post('/api/access-requests/teacher', { schoolName: 'Hill School', subject: 'Maths', message: '' }, child);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'CHILD_ACCOUNT_RESTRICTED',
      message: 'Una cuenta infantil no puede pedir el rol de docente.',
    });
    const { id } = await childRow();
    expect(await t.db.selectFrom('access_requests').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(
      (await post('/api/access-requests/teacher', { schoolName: 'Hill School', subject: 'Maths', message: '' }, adult)).statusCode,
    ).toBe(201);
  });

  it('a child cannot turn on two-step verification through any of better-auth’s endpoints; an adult can', async () => {
    for (const path of ['/two-factor/enable', '/two-factor/get-totp-uri', '/two-factor/generate-backup-codes']) {
      const res = await post(`/api/auth${path}`, { password: childPassword }, child);
      // Endpoints the product does not expose answer 404 to everyone (exposed-auth-endpoints.ts); the exposed ones refuse a child.
      if (!(exposedAuthEndpoints as readonly string[]).includes(`POST ${path}`)) {
        expect(res.statusCode, path).toBe(404);
        continue;
      }
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error).toEqual({
        code: 'CHILD_ACCOUNT_RESTRICTED',
        message: 'Un adulto responsable gestiona esta cuenta, así que esto no se puede cambiar aquí.',
      });
    }
    const { id, twoFactorEnabled } = await childRow();
    expect(twoFactorEnabled).toBeFalsy();
    expect((await sql`select id from "twoFactor" where "userId" = ${id}`.execute(t.db)).rows).toEqual([]);
    const adultEnrolment = await post('/api/auth/two-factor/enable', { password: strong }, adult);
    expect(adultEnrolment.statusCode).toBe(200);
    expect(adultEnrolment.json().backupCodes).toHaveLength(10);
  });

  it('a child’s /api/me says so and, like the security summary, shows no internal address', async () => {
    const me = (await get('/api/me', child)).json();
    expect(me.user).toMatchObject({ email: '', name: 'Comet_7', isChild: true });
    expect((await get('/api/me', adult)).json().user).toMatchObject({ email: 'grown.up@example.org', isChild: false });
    const security = await get('/api/account/security', child);
    expect(security.statusCode).toBe(200);
    expect(security.json().email).toBe('');
  });
});
