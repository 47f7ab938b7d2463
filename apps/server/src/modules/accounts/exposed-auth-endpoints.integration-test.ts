import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { loadTranslations } from '../../i18n/server-translations.js';
import { createOutboxMailer } from '../../providers/mail/outbox-mailer.js';
import { createOutboxSms } from '../../providers/sms/outbox-sms.js';
import { strongPassword } from '../../test/sign-in-helpers.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { createAccountEmails } from './account-emails.js';
import { createAuth } from './auth.js';
import { createPeopleService } from '../accounts/people.service.js';
import { childAccountGuard } from '../children/child-guard.js';
import { exposedAuthEndpoints } from './exposed-auth-endpoints.js';

type Endpoint = { path?: string; options: { method: string | string[] } };

// Security issue item 2: better-auth's own change-email and update-user were reachable with only a
// session cookie, skipping re-authentication and our validation.
describe.each(dbKinds)('/api/auth answers only the endpoints the product uses, on %s', (kind) => {
  let t: TestApp;
  let registered: { method: string; path: string }[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const config = testConfig();
    // The same better-auth set-up as the server's, to read every endpoint it registers.
    const auth = createAuth({
      db: t.db,
      config,
      secret: 'x'.repeat(32),
      mailer: createOutboxMailer(t.db),
      sms: createOutboxSms(t.db),
      emails: createAccountEmails(loadTranslations(config.LOCALES_DIR, 'emails'), config.ORG_NAME),
      signInRules: [childAccountGuard(t.db, createPeopleService(t.db))],
    });
    // Endpoints without a path are server-only actions, never reachable over HTTP.
    registered = (Object.values(auth.api) as Endpoint[]).flatMap((endpoint) => {
      if (!endpoint.path) return [];
      const methods = ([] as string[]).concat(endpoint.options.method);
      return (methods.includes('*') ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : methods).map((method) => ({
        method,
        path: endpoint.path!,
      }));
    });
  });
  afterAll(() => t?.close());

  const allowed = new Set<string>(exposedAuthEndpoints);

  it('lists only endpoints better-auth registers', () => {
    const known = new Set(registered.map(({ method, path }) => `${method} ${path}`));
    expect(exposedAuthEndpoints.filter((endpoint) => !known.has(endpoint))).toEqual([]);
  });

  it('answers 404 for every other endpoint better-auth registers, and forwards the allowed ones', async () => {
    const { email } = { email: 'lister@endpoints.example' };
    await t.app.accounts.createAccount({ email, name: 'Lister', password: strongPassword, accessType: 'student' });
    const cookie = await signInCookie(t.app, email, strongPassword);
    const closed: string[] = [];
    const open: string[] = [];
    for (const { method, path } of registered) {
      const url = `/api/auth${path.replace(/:[^/]+/g, 'x')}`;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: freshIp(),
        headers: { cookie, origin: testOrigin },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const notFound = res.statusCode === 404 && res.json().error?.code === 'NOT_FOUND';
      (notFound ? closed : open).push(`${method} ${path}`);
    }
    expect(open.sort()).toEqual(
      registered
        .map(({ method, path }) => `${method} ${path}`)
        .filter((endpoint) => allowed.has(endpoint))
        .sort(),
    );
    expect(closed).toContain('POST /change-email');
    expect(closed).toContain('POST /update-user');
  });

  it('changes neither the address nor the profile through better-auth with only a session cookie', async () => {
    const email = 'owner@endpoints.example';
    const { id } = await t.app.accounts.createAccount({ email, name: 'Owner', password: strongPassword, accessType: 'student' });
    const cookie = await signInCookie(t.app, email, strongPassword);
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        remoteAddress: freshIp(),
        headers: { cookie, origin: testOrigin, 'accept-language': 'it' },
        payload,
      });

    const change = await post('/change-email', { newEmail: 'attacker@elsewhere.example', callbackURL: '/' });
    expect(change.statusCode).toBe(404);
    expect(change.json().error).toEqual({ code: 'NOT_FOUND', message: 'Non abbiamo trovato quello che cercavi.' });
    expect((await post('/update-user', { name: 'x'.repeat(90_000), username: 'grown_up', image: 'javascript:alert(1)' })).statusCode).toBe(
      404,
    );

    const user = await t.db
      .selectFrom('user')
      .select(['email', 'name', 'username', 'image'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email, name: 'Owner', username: null, image: null });
    expect(await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'attacker@elsewhere.example').execute()).toEqual(
      [],
    );
  });

  it('notifies the old address of an email change, in the language of the request', async () => {
    const email = 'mover@endpoints.example';
    await t.app.accounts.createAccount({ email, name: 'Mover', password: strongPassword, accessType: 'student' });
    const cookie = await signInCookie(t.app, email, strongPassword);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      remoteAddress: freshIp(),
      headers: { cookie, origin: testOrigin, 'accept-language': 'it' },
      payload: { currentPassword: strongPassword, newEmail: 'moved@endpoints.example' },
    });
    expect(res.statusCode).toBe(202);
    const notice = await t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain('moved@endpoints.example');
    expect(notice.subject).not.toMatch(/Your BrainBoost/);
  });
});
