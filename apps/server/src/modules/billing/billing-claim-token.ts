import { createHash, randomBytes } from 'node:crypto';

/** How long a guest purchase's claim link stays good. */
export const claimLinkDays = 30;

/** A one-time link token: the value goes in the email, only its hash is stored. */
export function newClaimToken() {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashClaimToken(value) };
}

export const hashClaimToken = (value: string) => createHash('sha256').update(value).digest('hex');
