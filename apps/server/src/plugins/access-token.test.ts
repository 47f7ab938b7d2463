import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, keySetCacheMs } from './access-token.js';

const issuer = 'https://learn.example.org';

describe('access tokens', () => {
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let keys: { keys: Record<string, unknown>[] };
  let loads = 0;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const verify = createAccessTokenVerifier({
    issuer,
    loadKeySet: async () => {
      loads += 1;
      return keys as never;
    },
    now: () => clock,
  });
  const sign = (claims: { exp?: number; iss?: string; sub?: string; sid?: string | null } = {}) => {
    const jwt = new SignJWT(claims.sid === null ? {} : { sid: claims.sid ?? 'session-1' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(claims.sub ?? 'user-1')
      .setIssuer(claims.iss ?? issuer)
      .setAudience(issuer)
      .setIssuedAt(Math.floor(clock / 1000));
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(privateKey);
  };

  beforeAll(async () => {
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    privateKey = pair.privateKey;
    keys = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' }] };
  });

  it('accepts a signed, unexpired token and returns its subject and session', async () => {
    await expect(verify(await sign({ exp: clock / 1000 + 60 }))).resolves.toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });

  it('rejects a token that names no session', async () => {
    await expect(verify(await sign({ exp: clock / 1000 + 60, sid: null }))).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
      statusCode: 401,
    });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', 'a.b.c!', '..', 'ey J.x.y'])('rejects %j: not three base64url parts', async (token) => {
    await expect(verify(token)).rejects.toMatchObject({ code: 'INVALID_TOKEN', statusCode: 401 });
  });

  it('rejects an expired token', async () => {
    await expect(verify(await sign({ exp: clock / 1000 - 1 }))).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('rejects a token without an expiry', async () => {
    await expect(verify(await sign())).rejects.toMatchObject({ code: 'TOKEN_WITHOUT_EXPIRY' });
  });

  it('rejects a forged signature and a token from another issuer', async () => {
    const good = await sign({ exp: clock / 1000 + 60 });
    const [header, payload] = good.split('.');
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(64)).toString('base64url')}`;
    await expect(verify(forged)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(verify(await sign({ exp: clock / 1000 + 60, iss: 'https://elsewhere.example' }))).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it('caches the key set for 10 minutes', async () => {
    const before = loads;
    await verify(await sign({ exp: clock / 1000 + 60 }));
    await verify(await sign({ exp: clock / 1000 + 60 }));
    expect(loads).toBe(before);
    clock += keySetCacheMs + 1;
    await verify(await sign({ exp: clock / 1000 + 60 }));
    expect(loads).toBe(before + 1);
  });
});
