import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, enrolTotp, postAuth, strongPassword } from '../../test/sign-in-helpers.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

/** Issue: no security email for a password change (by the reset link) or for turning two-step sign-in on or off. */
describe.each(dbKinds)('security notices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const subjects = async (email: string) =>
    (await t.db.selectFrom('outbox_messages').select('subject').where('recipient', '=', email).orderBy('created_at').execute()).map(
      (m) => m.subject,
    );

  it('turning two-step verification on, then off, each sends one notice to the account', async () => {
    await createUser(t.app, t.db, { email: 'two-step@school.example' });
    const { cookie } = await enrolTotp(t.app, await signInCookie(t.app, 'two-step@school.example', strongPassword));
    expect(await subjects('two-step@school.example')).toEqual(['Two-step verification is now on for your BrainBoost account']);
    const off = await postAuth(t.app, '/two-factor/disable', { password: strongPassword }, { cookie, 'accept-language': 'yue' });
    expect(off.statusCode).toBe(200);
    expect(await subjects('two-step@school.example')).toEqual([
      'Two-step verification is now on for your BrainBoost account',
      '你個 BrainBoost 帳戶熄咗兩步驗證',
    ]);
  });

  it('a password reset through the emailed link tells the account’s owner', async () => {
    await createUser(t.app, t.db, { email: 'reset-notice@school.example' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { email: 'reset-notice@school.example', redirectTo: '/reset-password' },
    });
    // The reset email is sent after the answer (so a known address answers as fast as an unknown one).
    const mail = await vi.waitFor(() =>
      t.db.selectFrom('outbox_messages').select('body').where('recipient', '=', 'reset-notice@school.example').executeTakeFirstOrThrow(),
    );
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).pathname.split('/').pop()!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'fr' },
      payload: { newPassword: 'new-lantern-orchard-77', token },
    });
    expect(reset.statusCode).toBe(200);
    expect(await subjects('reset-notice@school.example')).toEqual([
      'Reset your BrainBoost password',
      'Le mot de passe de ton compte BrainBoost a été modifié',
    ]);
  });
});
