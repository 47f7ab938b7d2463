import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-CC-Webhook-Signature`: hex HMAC-SHA256 of the exact body received, keyed with the shared secret. */
export function cryptoSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time comparison; a missing, repeated or malformed header is simply not valid. */
export function isValidCryptoSignature(rawBody: string, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(cryptoSignature(rawBody, secret), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
