import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from './plugins/route-access.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from './test/test-app.js';

const password = 'violet-harbour-kettle-42';
const roles = ['anonymous', 'student', 'teacher', 'admin'] as const;
type Role = (typeof roles)[number];

/** May this role get past the access check of a route declared `access`? */
function admitted(access: DeclaredRoute['access'], role: Role): boolean {
  if (access === 'public') return true;
  if (role === 'anonymous') return false;
  if (access === 'signed-in') return true;
  if (access === 'teacher') return role !== 'student';
  return role === 'admin';
}

const endlessStreams = new Set(['/api/social-proof/stream']);

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'get-session');

// Walks every /api route the server registered, as each role, and checks the answer against what
// the route declares: refused callers get 401 (signed out) or 403, admitted ones never do (except
// a paid feature the free test accounts lack, which answers FEATURE_REQUIRED).
describe.each(dbKinds)('every /api route answers each role as declared, on %s', (kind) => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['student', 'teacher', 'admin'] as const) {
      await t.app.accounts.createAccount({ email: `${role}@walk.example`, name: role, password, accessType: role });
      cookies[role] = await signInCookie(t.app, `${role}@walk.example`, password);
    }
  });
  afterAll(() => t?.close());

  it('knows the routes it walks', () => {
    const urls = t.app.routeAccessTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/me', 'POST /api/feedback', 'GET /api/account/sessions', 'POST /api/account/delete']));
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
        headers: { origin: testOrigin, ...(cookies[role as Exclude<Role, 'anonymous'>] ? { cookie: cookies[role as Exclude<Role, 'anonymous'>]! } : {}) },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const expected = admitted(route.access, role);
      const refusedWith = role === 'anonymous' ? 401 : 403;
      const featureRefusal = res.statusCode === 403 && route.feature && res.json().error?.code === 'FEATURE_REQUIRED';
      if (expected && (res.statusCode === 401 || (res.statusCode === 403 && !featureRefusal))) wrong.push(`${route.method} ${route.url} (${route.access}) refused ${role} with ${res.statusCode}`);
      if (!expected && res.statusCode !== refusedWith) wrong.push(`${route.method} ${route.url} (${route.access}) let ${role} through with ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
