import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../../db/database.js';
import { accountErrors } from './accounts.errors.js';

type SecretKey = Parameters<typeof symmetricDecrypt>[0]['key'];

/** better-auth's TOTP: 30-second steps, 6 digits, HMAC-SHA1, one step either side accepted. */
const period = 30;
const digits = 6;
const window = 1;
const base32Prefix = 'base32:';
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.toUpperCase().replace(/=+$/, '')) bits += base32Alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, '0');
}

/**
 * Each authenticator code is accepted once (security issue, item 9). better-auth accepts any code
 * of the current step or the ones beside it, as often as it is sent. Before a code is checked,
 * this finds the step it belongs to and moves the user's last accepted step forward in one
 * statement; a code of that step or an earlier one is refused, so a replay, even in parallel,
 * loses. Codes that match no step are left to better-auth to refuse and count.
 */
export function createTotpReplayGuard(db: Db, secretKey: () => Promise<SecretKey>) {
  async function stepOf(userId: string, code: string, now: number): Promise<number | null> {
    const found = await sql<{ secret: string }>`select secret from "twoFactor" where "userId" = ${userId} limit 1`.execute(db);
    const stored = found.rows[0]?.secret;
    if (!stored || !/^\d{6}$/.test(code)) return null;
    const secret = await symmetricDecrypt({ key: await secretKey(), data: stored });
    const key = secret.startsWith(base32Prefix) ? base32Bytes(secret.slice(base32Prefix.length)) : Buffer.from(secret, 'utf8');
    const current = Math.floor(now / 1000 / period);
    for (let step = current - window; step <= current + window; step++) if (hotp(key, step) === code) return step;
    return null;
  }

  return {
    /** Claims the step of a right code for this user; throws if that step was already used. */
    async claim(userId: string, code: string, now = Date.now()): Promise<void> {
      const step = await stepOf(userId, code, now);
      if (step === null) return;
      const claimed = await sql`
        insert into totp_last_steps as s (user_id, step) values (${userId}, ${step})
        on conflict (user_id) do update set step = excluded.step where s.step < excluded.step
        returning s.step`.execute(db);
      if (claimed.rows.length === 0) throw accountErrors.totpCodeUsed();
    },
  };
}

export type TotpReplayGuard = ReturnType<typeof createTotpReplayGuard>;
