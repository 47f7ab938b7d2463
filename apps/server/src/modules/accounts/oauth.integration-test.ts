import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidcProvider } from '../../test/fake-oidc-provider.js';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';
type Provider = Awaited<ReturnType<typeof startFakeOidcProvider>>;

/** Merges cookie headers, later values winning, as a browser would keep them. */
const mergeCookies = (...headers: string[]) => {
  const jar = new Map<string, string>();
  for (const header of headers) for (const pair of header.split('; ').filter(Boolean)) jar.set(pair.split('=')[0]!, pair);
  return [...jar.values()].filter((pair) => !pair.endsWith('=')).join('; ');
};

describe.each(dbKinds)('OAuth / OpenID Connect sign-in on %s', (kind) => {
  let t: TestApp;
  let idp: Provider;
  beforeAll(async () => {
    idp = await startFakeOidcProvider('brainboost-test');
    const providers = [
      { id: 'school', name: 'School Login', discoveryUrl: idp.discoveryUrl, clientId: 'brainboost-test', clientSecret: 'test-secret' },
      // Nothing answers here: discovery fails, so this provider must not be offered.
      {
        id: 'gone',
        name: 'Gone Login',
        discoveryUrl: 'http://127.0.0.1:9/.well-known/openid-configuration',
        clientId: 'x',
        clientSecret: 'y',
      },
    ];
    t = await createTestApp(kind, { OAUTH_PROVIDERS: JSON.stringify(providers) });
    await t.app.accounts.createAccount({ email: 'ola@oauth.example', name: 'Ola', password, accessType: 'student' });
    await t.app.accounts.createAccount({ email: 'lin@oauth.example', name: 'Lin', password, accessType: 'student' });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** Runs the browser's part: start, consent at the provider, come back to our callback. */
  async function roundTrip(start: { url: string; payload: object; cookie?: string }) {
    const begun = await t.app.inject({
      method: 'POST',
      url: start.url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(start.cookie ? { cookie: start.cookie } : {}) },
      payload: start.payload,
    });
    expect(begun.statusCode).toBe(200);
    const atProvider = await fetch(begun.json().url, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const cookie = mergeCookies(start.cookie ?? '', cookieOf(begun));
    const callback = await t.app.inject({ url: back.pathname + back.search, headers: { cookie } });
    return { callback, location: String(callback.headers.location ?? ''), cookie: mergeCookies(cookie, cookieOf(callback)) };
  }

  it('lists the providers that could be set up, publicly (id and name only)', async () => {
    const config = (await t.app.inject({ url: '/api/public-config' })).json();
    expect(config.oauthProviders).toEqual([{ id: 'school', name: 'School Login' }]);
    expect(JSON.stringify(config)).not.toContain('test-secret');
  });

  it('links a provider to a signed-in account, then signs in with it', async () => {
    const cookie = await signInCookie(t.app, 'ola@oauth.example', password);
    idp.signInAs({ sub: 'school-ola', email: 'ola@oauth.example', name: 'Ola' });
    const linked = await roundTrip({
      url: '/api/auth/link-social',
      payload: { provider: 'school', callbackURL: '/settings?linked=1', errorCallbackURL: '/auth/callback?intent=link' },
      cookie,
    });
    expect(linked.location).toMatch(/\/settings\?linked=1$/);
    const { identities } = (await t.app.inject({ url: '/api/account/identities', headers: { cookie } })).json();
    expect(identities.map((i: { providerId: string }) => i.providerId).sort()).toEqual(['credential', 'school']);

    const signedIn = await roundTrip({
      url: '/api/auth/sign-in/social',
      payload: { provider: 'school', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(signedIn.location).toMatch(/\/auth\/callback$/);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: signedIn.cookie } });
    expect(me.json().user.email).toBe('ola@oauth.example');
  });

  it('never creates an account from a provider: sign-up goes through the age check', async () => {
    idp.signInAs({ sub: 'school-new', email: 'new.child@oauth.example', name: 'New' });
    const { location } = await roundTrip({
      url: '/api/auth/sign-in/social',
      payload: { provider: 'school', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(new URL(location, testOrigin).searchParams.get('error')).toBeTruthy();
    expect(await t.db.selectFrom('user').select('id').where('email', '=', 'new.child@oauth.example').execute()).toEqual([]);
  });

  it('sends a refused consent back to /auth/callback with an error parameter', async () => {
    idp.signInAs(null);
    const { location } = await roundTrip({
      url: '/api/auth/sign-in/social',
      payload: { provider: 'school', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    const url = new URL(location, testOrigin);
    expect(url.pathname).toBe('/auth/callback');
    expect(url.searchParams.get('error')).toBeTruthy();
  });

  it('refuses to link a provider identity that belongs to another email, and keeps the session', async () => {
    const cookie = await signInCookie(t.app, 'lin@oauth.example', password);
    idp.signInAs({ sub: 'school-someone', email: 'someone.else@oauth.example', name: 'Someone' });
    const { location } = await roundTrip({
      url: '/api/auth/link-social',
      payload: { provider: 'school', callbackURL: '/settings?linked=1', errorCallbackURL: '/auth/callback?intent=link' },
      cookie,
    });
    expect(new URL(location, testOrigin).searchParams.get('error')).toBeTruthy();
    expect((await t.app.inject({ url: '/api/account/identities', headers: { cookie } })).json().identities).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });
});
