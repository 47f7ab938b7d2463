import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../providers/mail/outbox-mailer.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';

/** What one email costs through a slow mail server (the outside test measured 60-110 ms over SMTP). */
const mailDelayMs = 250;
const samples = 15;
const strong = 'violet-harbour-kettle-42';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Two medians that a real difference between the paths (one email more, 250 ms; or better-auth's
 * 500 ms pad) would separate: within 100 ms, or 30% of the quicker one when a loaded 2-core
 * machine makes single answers vary from 60 to 600 ms.
 */
function expectAlike(label: string, a: number[], b: number[]) {
  const [ma, mb] = [median(a), median(b)];
  const tolerance = Math.max(100, 0.3 * Math.min(ma, mb));
  expect(Math.abs(ma - mb), `${label}: medians ${ma.toFixed(1)} ms and ${mb.toFixed(1)} ms`).toBeLessThan(tolerance);
}

/**
 * Runs one call of each path per round, in a new random order each round, so that neither a slower
 * stretch of the machine nor the place in the round favours a path.
 */
async function timeAlternating(
  paths: Array<(i: number) => Promise<{ statusCode: number }>>,
  expectedStatus: number,
  settle: () => Promise<void>,
): Promise<number[][]> {
  const times: number[][] = paths.map(() => []);
  for (let i = 0; i < samples; i++) {
    const order = paths.map((_, p) => p).sort(() => Math.random() - 0.5);
    for (const p of order) {
      const call = paths[p]!;
      const start = performance.now();
      const res = await call(i);
      times[p]!.push(performance.now() - start);
      expect(res.statusCode).toBe(expectedStatus);
      // Work left after the answer is not timed, and must not slow the next call down.
      await settle();
    }
  }
  return times;
}

/**
 * Security issue, "account enumeration by timing": whether an address has an account must not show
 * in how long sign-up or a password-reset request takes, with a mail server as slow as a real one.
 */
describe.each(dbKinds)('answer times for known and unknown addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const outbox: { db?: Mailer } = {};
    const slowMailer: Mailer = {
      kind: 'smtp',
      async send(message) {
        await sleep(mailDelayMs);
        await outbox.db!.send(message);
      },
    };
    t = await createTestApp(kind, {}, { mailer: slowMailer });
    outbox.db = createOutboxMailer(t.db);
    for (let i = 0; i < samples; i++)
      await t.app.accounts.createAccount({ email: `known-${i}@example.org`, name: 'Known', password: strong, accessType: 'student' });
  });
  afterAll(() => t?.close());

  const signup = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { birthYear: 1990, birthMonth: 5, name: 'Tim Ing', email, password: strong },
    });
  const askReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email, redirectTo: '/reset-password' },
    });

  it('sign-up takes as long for a taken, an unproven and a new address', async () => {
    // One sign-up each first, so that every later one lands on an address not yet proven.
    for (let i = 0; i < samples; i++) await signup(`unproven-${i}@example.org`);
    await t.app.signup.idle();
    const [taken, unproven, fresh] = await timeAlternating(
      [(i) => signup(`known-${i}@example.org`), (i) => signup(`unproven-${i}@example.org`), (i) => signup(`new-${i}@example.org`)],
      202,
      () => t.app.signup.idle(),
    );
    // Each path did its own work: a notice to the owner, or a link to the unproven and new addresses.
    const notices = await t.db.selectFrom('outbox_messages').select('subject').where('recipient', '=', 'known-0@example.org').execute();
    expect(notices.map((n) => n.subject)).toEqual(['Someone tried to create a BrainBoost account with your email']);
    expect(await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'new-0@example.org').execute()).toHaveLength(1);
    expectAlike('sign-up, taken against new', taken!, fresh!);
    expectAlike('sign-up, unproven against new', unproven!, fresh!);
  });

  it('a password-reset request takes as long for a known address as for an unknown one', async () => {
    const [known, unknown] = await timeAlternating(
      [(i) => askReset(`known-${i}@example.org`), (i) => askReset(`nobody-${i}@example.org`)],
      200,
      () => sleep(mailDelayMs),
    );
    expectAlike('password reset, known against unknown', known!, unknown!);
  });
});
