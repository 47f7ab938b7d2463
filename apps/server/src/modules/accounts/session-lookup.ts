import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';

export type ActiveSession = { id: string; userId: string; createdAt: Date; expiresAt: Date };

/**
 * The session token carried by better-auth's signed cookie (`<token>.<base64 HMAC-SHA256>`,
 * URL-encoded), or null when the cookie is missing or its signature does not match the secret.
 * Same format and check as better-auth's own, done with node:crypto so a request costs no
 * WebCrypto key import.
 */
export function sessionTokenFromCookies(cookieHeader: string, cookieName: string, secret: string): string | null {
  const value = cookieValue(cookieHeader, cookieName);
  return value ? tokenOfSignedValue(value, secret) : null;
}

/** Signed cookie values already checked, kept per server so a session's later requests skip the HMAC. */
const verifiedValuesKept = 20_000;

/**
 * `sessionTokenFromCookies` for one cookie name and secret, remembering values whose signature
 * matched: the same bytes verify the same way, and only values signed with the secret are kept.
 */
export function sessionTokenReader(cookieName: string, secret: string): (cookieHeader: string) => string | null {
  const verified = new Map<string, string>();
  return (cookieHeader) => {
    const value = cookieValue(cookieHeader, cookieName);
    if (!value) return null;
    const known = verified.get(value);
    if (known !== undefined) return known;
    const token = tokenOfSignedValue(value, secret);
    if (token === null) return null;
    if (verified.size >= verifiedValuesKept) verified.delete(verified.keys().next().value!);
    verified.set(value, token);
    return token;
  };
}

function tokenOfSignedValue(value: string, secret: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const signature = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The session a token names, in one indexed read (revocation is a delete, so it shows at once). */
export async function findSessionByToken(db: Db, token: string): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('session')
    .select(['id', 'userId', 'createdAt', 'expiresAt'])
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.userId, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) } : null;
}

/** The session with this id, for an access token naming it (same read and shape as by token). */
export async function findSessionById(db: Db, id: string): Promise<ActiveSession | null> {
  const row = await db.selectFrom('session').select(['id', 'userId', 'createdAt', 'expiresAt']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, userId: row.userId, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) } : null;
}
