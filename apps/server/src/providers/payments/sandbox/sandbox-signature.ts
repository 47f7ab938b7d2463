import { createHmac, timingSafeEqual } from 'node:crypto';

export const sandboxSignatureHeader = 'sandbox-signature';
/** A signature older than this is refused, so a captured delivery cannot be replayed much later. */
const toleranceMs = 5 * 60_000;

function hmac(secret: string, timestamp: string, rawBody: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** `t=<ms>,v1=<hex HMAC-SHA256 of "t.body">`, the shape Stripe uses. */
export function signSandboxPayload(secret: string, rawBody: string, nowMs = Date.now()): string {
  const t = String(nowMs);
  return `t=${t},v1=${hmac(secret, t, rawBody)}`;
}

export function isValidSandboxSignature(secret: string, rawBody: string, header: string | undefined, nowMs = Date.now()): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]));
  const t = parts['t'];
  const v1 = parts['v1'];
  if (!t || !v1 || !/^\d{1,16}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(nowMs - Number(t)) > toleranceMs) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, t, rawBody), 'hex'), Buffer.from(v1, 'hex'));
}
