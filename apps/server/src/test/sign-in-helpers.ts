import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import type { Db } from '../db/database.js';
import { cookieOf, freshIp, testOrigin } from './test-app.js';

export const strongPassword = 'violet-harbour-kettle-42';

/** POSTs to a better-auth endpoint as a browser on the trusted origin would. */
export function postAuth(app: FastifyInstance, path: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    remoteAddress: freshIp(),
    headers: { origin: testOrigin, ...headers },
    payload,
  });
}

/** An account with a verified email, and optionally a verified phone number and a username. */
export async function createUser(app: FastifyInstance, db: Db, input: { email: string; phoneNumber?: string; username?: string }) {
  const { id } = await app.accounts.createAccount({
    email: input.email,
    name: 'Test Person',
    password: strongPassword,
    accessType: 'student',
  });
  if (input.phoneNumber || input.username) {
    await db
      .updateTable('user')
      .set({
        phoneNumber: input.phoneNumber ?? null,
        phoneNumberVerified: Boolean(input.phoneNumber),
        username: input.username ?? null,
        displayUsername: input.username ?? null,
      })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

/** The newest one-time code sent to this address (email or text message) through the outbox. */
export async function lastCodeSentTo(db: Db, recipient: string): Promise<string> {
  const message = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export function hasSessionCookie(res: { headers: Record<string, unknown> }): boolean {
  return /brainboost\.session_token=[^;]+/.test(cookieOf(res));
}

/** Enrols TOTP for a signed-in user and confirms it with a first code; returns the base32 secret and backup codes. */
export async function enrolTotp(app: FastifyInstance, cookie: string): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const enabled = await postAuth(app, '/two-factor/enable', { password: strongPassword }, { cookie });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verified = await postAuth(app, '/two-factor/verify-totp', { code: authenticator.generate(secret) }, { cookie });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { secret, backupCodes, cookie: cookieOf(verified) || cookie };
}

/**
 * The authenticator's current code, usable now: each code is accepted once (totp-replay-guard.ts),
 * so the steps already used in this database are forgotten, as if the next sign-in came 30 seconds later.
 */
export async function unusedTotpCode(db: Db, secret: string): Promise<string> {
  await db.deleteFrom('totp_last_steps').execute();
  return authenticator.generate(secret);
}
