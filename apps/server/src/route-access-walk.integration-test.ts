import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from './plugins/route-access.js';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from './test/test-app.js';

const password = 'violet-harbour-kettle-42';
const childPassword = 'purple-otter-rocket-12';
/** Every kind of caller: signed out, the four access types, and a parent with the child they approved. */
const roles = ['anonymous', 'student', 'child', 'parent', 'teacher', 'admin', 'master'] as const;
type Role = (typeof roles)[number];
const accountsByAccessType = ['student', 'teacher', 'admin', 'master'] as const;

/** May this role get past the access check of a route declared `access`? Children and parents are students. */
function admitted(access: DeclaredRoute['access'], role: Role): boolean {
  if (access === 'public') return true;
  if (role === 'anonymous') return false;
  if (access === 'signed-in') return true;
  if (access === 'teacher') return role === 'teacher' || role === 'admin' || role === 'master';
  return role === 'admin' || role === 'master';
}

const endlessStreams = new Set(['/api/social-proof/stream']);

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'get-session');

// Walks every route the server registered (its own table, so a new route is walked without a word
// here), as each role, and checks the answer against what the route declares: refused callers get
// 401 (signed out) or 403, admitted ones never do (except a paid feature the free test accounts
// lack, which answers FEATURE_REQUIRED), and nobody ever gets a 5xx.
describe.each(dbKinds)('every /api route answers each role as declared, on %s', (kind) => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of accountsByAccessType) {
      await t.app.accounts.createAccount({ email: `${role}@walk.example`, name: role, password, accessType: role });
      cookies[role] = await signInCookie(t.app, `${role}@walk.example`, password);
    }
    const { child, parent } = await approvedChildAndParent(t);
    cookies.child = child;
    cookies.parent = parent;
  });
  afterAll(() => t?.close());

  it('knows the routes it walks', () => {
    const urls = t.app.routeAccessTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'POST /api/feedback',
        'GET /api/account/sessions',
        'POST /api/account/delete',
        'GET /healthz',
        'POST /sandbox-pay/:id',
      ]),
    );
    expect(urls.length).toBeGreaterThan(20);
  });

  it.each(roles)('as %s', async (role) => {
    const wrong: string[] = [];
    for (const route of t.app.routeAccessTable) {
      // An open Server-Sent Events stream never ends, so inject would wait forever; it is public and
      // its own test (social-proof.integration-test.ts) reads it over HTTP.
      if (endlessStreams.has(route.url)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, ...(cookies[role] ? { cookie: cookies[role] } : {}) },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const expected = admitted(route.access, role) && (route.audience !== 'child' || role === 'child');
      const refusedWith = role === 'anonymous' ? 401 : 403;
      const featureRefusal = res.statusCode === 403 && route.feature && res.json().error?.code === 'FEATURE_REQUIRED';
      if (expected && (res.statusCode === 401 || (res.statusCode === 403 && !featureRefusal)))
        wrong.push(`${route.method} ${route.url} (${route.access}) refused ${role} with ${res.statusCode}`);
      if (!expected && res.statusCode !== refusedWith)
        wrong.push(`${route.method} ${route.url} (${route.access}) let ${role} through with ${res.statusCode}`);
      if (res.statusCode >= 500) wrong.push(`${route.method} ${route.url} (${route.access}) failed for ${role} with ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** A child under 13 signed up, approved by a parent who made their account from the consent link; both signed in. */
async function approvedChildAndParent(t: TestApp): Promise<{ child: string; parent: string }> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { origin: testOrigin }, payload });
  const signedUp = await post('/api/signup', {
    birthYear: new Date().getUTCFullYear() - 9,
    birthMonth: 1,
    username: 'walk_child',
    password: childPassword,
    parentEmail: 'parent@walk.example',
  });
  if (signedUp.statusCode !== 202) throw new Error(`child sign-up failed: ${signedUp.body}`);
  const mail = await t.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', 'parent@walk.example')
    .executeTakeFirstOrThrow();
  const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;
  const approved = await post('/api/consent/approve', { token, name: 'Walk Parent', password });
  if (approved.statusCode !== 200) throw new Error(`consent failed: ${approved.body}`);
  const child = await post('/api/auth/sign-in/username', { username: 'walk_child', password: childPassword });
  if (child.statusCode !== 200) throw new Error(`child sign-in failed: ${child.body}`);
  return { child: cookieOf(child), parent: await signInCookie(t.app, 'parent@walk.example', password) };
}
