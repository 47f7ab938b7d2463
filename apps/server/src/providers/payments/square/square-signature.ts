import { createHmac, timingSafeEqual } from 'node:crypto';

export const squareSignatureHeader = 'x-square-hmacsha256-signature';

/** Square's webhook signature: base64 HMAC-SHA256, keyed by the subscription's signature key, of the notification URL followed by the raw body. */
export function signSquarePayload(signatureKey: string, notificationUrl: string, rawBody: string): string {
  return createHmac('sha256', signatureKey)
    .update(notificationUrl + rawBody)
    .digest('base64');
}

export function isValidSquareSignature(
  signatureKey: string,
  notificationUrl: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header || !/^[A-Za-z0-9+/]{43}=$/.test(header)) return false;
  const expected = Buffer.from(signSquarePayload(signatureKey, notificationUrl, rawBody), 'base64');
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
