import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { AppError } from './app-error.js';

const base64urlPart = /^[A-Za-z0-9_-]+$/;
/** Spec section 9: the key set is cached for 10 minutes. */
export const keySetCacheMs = 10 * 60 * 1000;

/** Who a valid access token speaks for: the user, and the session it was issued from. */
export type AccessTokenClaims = { userId: string; sessionId: string };

/**
 * Checks a bearer access token (a JWT from /api/auth/token) and returns the user and session it
 * names. Refused: anything that is not three base64url parts, a bad signature, another issuer or
 * audience, an expired token, a token without an expiry, and one without its session (`sid`).
 */
export function createAccessTokenVerifier(options: { issuer: string; loadKeySet: () => Promise<JSONWebKeySet>; now?: () => number }) {
  let cached: { at: number; keys: ReturnType<typeof createLocalJWKSet> } | null = null;
  const now = options.now ?? Date.now;
  const keySet = async (forceReload = false) => {
    if (!cached || forceReload || now() - cached.at > keySetCacheMs)
      cached = { at: now(), keys: createLocalJWKSet(await options.loadKeySet()) };
    return cached.keys;
  };
  const invalid = () => new AppError('INVALID_TOKEN', 401, 'token.invalid');

  return async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => base64urlPart.test(p))) throw invalid();
    const verify = async (keys: ReturnType<typeof createLocalJWKSet>) =>
      jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.issuer,
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'sub', 'sid'],
      });
    try {
      let result;
      try {
        result = await verify(await keySet());
      } catch (err) {
        // A key rotated since we cached the set: reload once.
        if (!(err instanceof joseErrors.JWKSNoMatchingKey)) throw err;
        result = await verify(await keySet(true));
      }
      const sessionId = result.payload['sid'];
      if (typeof sessionId !== 'string') throw invalid();
      return { userId: result.payload.sub!, sessionId };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 401, 'token.expired');
      if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'exp')
        throw new AppError('TOKEN_WITHOUT_EXPIRY', 401, 'token.noExpiry');
      throw invalid();
    }
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
