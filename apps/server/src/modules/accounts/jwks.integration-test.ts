import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, signInCookie, type TestApp } from '../../test/test-app.js';

const password = 'harbour-lantern-copper-58';

describe.each(dbKinds)('/jwks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('serves the key that signs access tokens, without reading the database on every call', async () => {
    // The first read creates the signing key when there is none yet.
    const first = await t.app.inject({ url: '/jwks' });
    expect(first.statusCode).toBe(200);
    expect(first.json().keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })]);

    await t.app.accounts.createAccount({ email: 'api-client@jwks.example', name: 'Api Client', password, accessType: 'student' });
    const cookie = await signInCookie(t.app, 'api-client@jwks.example', password);
    const { token } = (await t.app.inject({ url: '/api/auth/token', headers: { cookie } })).json();
    const kid = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid;

    for (const url of ['/jwks', '/.well-known/jwks.json']) {
      const after = await t.app.inject({ url });
      expect(after.headers['cache-control']).toBe('public, max-age=600');
      expect(after.json()).toEqual(first.json());
      expect(after.json().keys.map((k: { kid: string }) => k.kid)).toEqual([kid]);
    }
    // A key added behind the server's back (another instance rotating) is not read on every call.
    await t.db
      .insertInto('jwks' as never)
      .values({
        id: '00000000-0000-4000-8000-00000000abcd',
        alg: 'EdDSA',
        crv: 'Ed25519',
        publicKey: '{"crv":"Ed25519","x":"AAAA","kty":"OKP"}',
        privateKey: 'x',
        createdAt: new Date(),
      } as never)
      .execute();
    expect((await t.app.inject({ url: '/jwks' })).json().keys.map((k: { kid: string }) => k.kid)).toEqual([kid]);
  });
});
