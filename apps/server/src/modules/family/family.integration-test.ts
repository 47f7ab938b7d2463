import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';

describe.each(dbKinds)('family plan members on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function person(email: string, plan?: 'family' | 'basic') {
    const { id } = await t.app.accounts.createAccount({ email, name: email.split('@')[0]!, password, accessType: 'student' });
    if (plan)
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
    const cookie = await signInCookie(t.app, email, password);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, cookie, 'accept-language': 'es' },
        ...(payload ? { payload } : {}),
      });
    return { id, email, call, tier: async () => (await call('GET', '/api/me')).json().entitlements.tier as string };
  }
  const inviteToken = async (to: string) => {
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', to)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return { mail, token: /\/family\/accept\?token=([\w-]+)/.exec(mail.body)![1]! };
  };

  it('the owner invites by email; the invitee accepts while signed in and gets premium through /api/me', async () => {
    const owner = await person('owner1@example.org', 'family');
    const kid = await person('kid1@example.org');
    const invited = await owner.call('POST', '/api/family/members', { email: ' Kid1@Example.org ' });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().members).toMatchObject([
      { role: 'owner', status: 'active', email: 'owner1@example.org' },
      { role: 'member', status: 'pending', email: 'kid1@example.org' },
    ]);
    const { mail, token } = await inviteToken('kid1@example.org');
    // The owner's name is their own free text: it stays in the body, never in the subject.
    expect(mail.subject).toBe('Te han invitado a un plan familiar de BrainBoost');
    expect(mail.body).toContain('owner1 te ha invitado');
    expect(mail.body).toMatch(/plan familiar/); // in the inviter's language
    expect((await t.app.inject({ method: 'GET', url: `/api/family/invitations/${token}` })).json()).toEqual({
      ownerName: 'owner1',
      email: 'kid1@example.org',
      state: 'pending',
    });
    expect(await kid.tier()).toBe('free');
    const accepted = await kid.call('POST', `/api/family/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(await kid.tier()).toBe('premium');
    expect((await kid.call('GET', '/api/me')).json().entitlements.features).toContain('export_data');
    expect((await owner.call('GET', '/api/family')).json().members[1]).toMatchObject({ status: 'active', name: 'kid1' });
    expect((await kid.call('GET', '/api/family')).json()).toMatchObject({ isOwner: false, members: [], memberOf: { ownerName: 'owner1' } });
    // The link works once.
    expect((await kid.call('POST', `/api/family/invitations/${token}/accept`)).statusCode).toBe(404);
  });

  it('an invitation cannot be accepted by another account, nor signed out', async () => {
    const owner = await person('owner2@example.org', 'family');
    const stranger = await person('stranger2@example.org');
    await owner.call('POST', '/api/family/members', { email: 'kid2@example.org' });
    const { token } = await inviteToken('kid2@example.org');
    const wrong = await stranger.call('POST', `/api/family/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('FAMILY_WRONG_EMAIL');
    expect(await stranger.tier()).toBe('free');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/family/invitations/${token}/accept`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('at most 6 people including the owner, enforced on the server even for concurrent invitations', async () => {
    const owner = await person('owner3@example.org', 'family');
    const emails = Array.from({ length: 8 }, (_, i) => `member${i}@example.org`);
    const results = await Promise.all(emails.map((email) => owner.call('POST', '/api/family/members', { email })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().error.code)).toEqual(['FAMILY_FULL', 'FAMILY_FULL', 'FAMILY_FULL']);
    expect(refused[0]!.json().error.message).toBe('Tu plan familiar está completo: hasta 6 personas, tú incluido.');
    expect(await t.db.selectFrom('family_members').select('id').where('owner_user_id', '=', owner.id).execute()).toHaveLength(5);
    expect((await owner.call('POST', '/api/family/members', { email: 'owner3@example.org' })).json().error.code).toBe('FAMILY_SELF');
    expect((await owner.call('POST', '/api/family/members', { email: 'member0@example.org' })).json().error.code).toBe(
      'FAMILY_ALREADY_INVITED',
    );
    expect((await owner.call('POST', '/api/family/members', { email: 'nope' })).json().error.code).toBe('VALIDATION_FAILED');
  });

  it('removing a member takes premium away at once; resend sends a new link and the old one stops working', async () => {
    const owner = await person('owner4@example.org', 'family');
    const kid = await person('kid4@example.org');
    await owner.call('POST', '/api/family/members', { email: 'kid4@example.org' });
    const first = await inviteToken('kid4@example.org');
    const pendingId = (await owner.call('GET', '/api/family')).json().members[1].id;
    expect((await owner.call('POST', `/api/family/members/${pendingId}/resend`)).statusCode).toBe(200);
    const second = await inviteToken('kid4@example.org');
    expect(second.token).not.toBe(first.token);
    expect((await kid.call('POST', `/api/family/invitations/${first.token}/accept`)).statusCode).toBe(404);
    expect((await kid.call('POST', `/api/family/invitations/${second.token}/accept`)).statusCode).toBe(200);
    expect(await kid.tier()).toBe('premium');
    expect((await owner.call('POST', `/api/family/members/${pendingId}/resend`)).json().error.code).toBe('FAMILY_NOT_PENDING');
    const removed = await owner.call('DELETE', `/api/family/members/${pendingId}`);
    expect(removed.json().members).toHaveLength(1);
    expect(await kid.tier()).toBe('free');
  });

  it('only the owner of a live family plan can invite; others see no members', async () => {
    const basic = await person('basic5@example.org', 'basic');
    const free = await person('free5@example.org');
    for (const who of [basic, free]) {
      const res = await who.call('POST', '/api/family/members', { email: 'x5@example.org' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FAMILY_NOT_OWNER');
      expect((await who.call('GET', '/api/family')).json()).toMatchObject({ isOwner: false, members: [] });
    }
    // A member cannot manage the owner's group either.
    const owner = await person('owner5@example.org', 'family');
    await owner.call('POST', '/api/family/members', { email: 'free5@example.org' });
    await free.call('POST', `/api/family/invitations/${(await inviteToken('free5@example.org')).token}/accept`);
    expect((await free.call('POST', '/api/family/members', { email: 'y5@example.org' })).json().error.code).toBe('FAMILY_NOT_OWNER');
    const memberRow = (await owner.call('GET', '/api/family')).json().members[1].id;
    expect((await free.call('DELETE', `/api/family/members/${memberRow}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('family_members').select('id').where('owner_user_id', '=', owner.id).execute()).toHaveLength(1);
  });

  it('when the owner’s family plan ends, members drop to free and new acceptances are refused', async () => {
    const owner = await person('owner6@example.org', 'family');
    const kid = await person('kid6@example.org');
    const late = await person('late6@example.org');
    await owner.call('POST', '/api/family/members', { email: 'kid6@example.org' });
    await kid.call('POST', `/api/family/invitations/${(await inviteToken('kid6@example.org')).token}/accept`);
    await owner.call('POST', '/api/family/members', { email: 'late6@example.org' });
    const lateToken = (await inviteToken('late6@example.org')).token;
    expect(await kid.tier()).toBe('premium');
    // What billing writes when the provider says the subscription ended.
    await t.db.updateTable('subscriptions').set({ status: 'canceled' }).where('user_id', '=', owner.id).execute();
    expect(await kid.tier()).toBe('free');
    expect(await owner.tier()).toBe('free');
    expect((await owner.call('GET', '/api/family')).json()).toMatchObject({ isOwner: false, members: [] });
    expect((await late.call('POST', `/api/family/invitations/${lateToken}/accept`)).json().error.code).toBe('FAMILY_PLAN_ENDED');
  });

  it('resends are limited per invitation (3 an hour) and per owner (10 a day), with a translated 429 and no email', async () => {
    const owner = await person('owner7@example.org', 'family');
    const invitees = ['a7@example.org', 'b7@example.org', 'c7@example.org', 'd7@example.org'];
    for (const email of invitees) await owner.call('POST', '/api/family/members', { email });
    const ids = (await owner.call('GET', '/api/family'))
      .json()
      .members.slice(1)
      .map((m: { id: string }) => m.id) as string[];
    const sentTo = async (to: string) =>
      (await t.db.selectFrom('outbox_messages').select('id').where('recipient', '=', to).execute()).length;
    const resend = (id: string) => owner.call('POST', `/api/family/members/${id}/resend`);

    for (let i = 0; i < 3; i++) expect((await resend(ids[0]!)).statusCode).toBe(200);
    const perInvitation = await resend(ids[0]!);
    expect(perInvitation.statusCode).toBe(429);
    expect(perInvitation.json().error).toEqual({
      code: 'FAMILY_TOO_MANY_RESENDS',
      message:
        'Has reenviado demasiadas invitaciones. Puedes reenviar cada invitación 3 veces por hora y 10 veces al día en total. Inténtalo más tarde.',
    });
    expect(await sentTo(invitees[0]!)).toBe(4);

    // Three invitations at 3 each and one more: the owner's tenth resend today; the eleventh is refused.
    for (const id of [ids[1]!, ids[2]!]) for (let i = 0; i < 3; i++) expect((await resend(id)).statusCode).toBe(200);
    expect((await resend(ids[3]!)).statusCode).toBe(200);
    const perOwner = await resend(ids[3]!);
    expect(perOwner.statusCode).toBe(429);
    expect(perOwner.json().error.code).toBe('FAMILY_TOO_MANY_RESENDS');
    expect(await sentTo(invitees[3]!)).toBe(2);
    expect(await t.db.selectFrom('outbox_messages').select('id').where('recipient', 'in', invitees).execute()).toHaveLength(4 + 10);
  });
});
