import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';
const year = new Date().getUTCFullYear();

/** Issue 28: a parent's family plan covers the children linked to them (who have no email), without an invitation (decision 0072). */
describe.each(dbKinds)('a family plan and the owner’s children on %s', (kind) => {
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
      t.app.inject({ method, url, remoteAddress: freshIp(), headers: { origin: testOrigin, cookie }, ...(payload ? { payload } : {}) });
    return { id, email, call, tier: async () => (await call('GET', '/api/me')).json().entitlements.tier as string };
  }
  async function childOf(parentId: string, tag: string) {
    const kid = await person(`kid-${tag}@example.org`);
    await t.db
      .updateTable('user')
      .set({ username: `kid_${tag}`, displayUsername: `Kid_${tag}` })
      .where('id', '=', kid.id)
      .execute();
    await t.db
      .insertInto('child_accounts')
      .values({
        user_id: kid.id,
        status: 'active',
        birth_year_month: `${year - 10}-03`,
        parent_email: 'x@example.org',
        parent_user_id: parentId,
        consent_expires_at: new Date(),
        approved_at: new Date(),
      })
      .execute();
    return kid;
  }

  it('a child of a family-plan owner has the family plan’s entitlements; of a basic owner, not', async () => {
    const owner = await person('fam-owner@example.org', 'family');
    const kid = await childOf(owner.id, 'fam');
    expect(await kid.tier()).toBe('premium');
    const basicOwner = await person('basic-owner@example.org', 'basic');
    const other = await childOf(basicOwner.id, 'basic');
    expect(await other.tier()).toBe('free');
  });

  it('children take seats: the owner sees them as members, and invitations stop at six people', async () => {
    const owner = await person('seats-owner@example.org', 'family');
    await childOf(owner.id, 'seat1');
    await childOf(owner.id, 'seat2');
    const overview = (await owner.call('GET', '/api/family')).json();
    expect(overview.members.map((m: { role: string; name: string | null }) => [m.role, m.name])).toEqual([
      ['owner', 'seats-owner'],
      ['child', 'Kid_seat1'],
      ['child', 'Kid_seat2'],
    ]);
    const invites = [];
    for (const n of [1, 2, 3, 4])
      invites.push((await owner.call('POST', '/api/family/members', { email: `seat-guest${n}@example.org` })).statusCode);
    expect(invites).toEqual([200, 200, 200, 409]);
  });

  it('"Manage subscription" data: whose family plan covers a member, until when, and how to leave (a child through the parent, an adult by leaving)', async () => {
    const owner = await person('cover-owner@example.org', 'family');
    const until = (
      await t.db.selectFrom('subscriptions').select('current_period_end').where('user_id', '=', owner.id).executeTakeFirstOrThrow()
    ).current_period_end!;
    const kid = await childOf(owner.id, 'cover');
    expect((await kid.call('GET', '/api/family')).json().memberOf).toEqual({
      ownerName: 'cover-owner',
      until: new Date(until).toISOString(),
      ending: false,
      asChild: true,
    });
    expect((await kid.call('POST', '/api/family/leave')).statusCode).toBe(404);
    expect(await kid.tier()).toBe('premium');

    const adult = await person('cover-adult@example.org');
    await owner.call('POST', '/api/family/members', { email: adult.email });
    const mail = await t.db.selectFrom('outbox_messages').select('body').where('recipient', '=', adult.email).executeTakeFirstOrThrow();
    const token = /\/family\/accept\?token=([\w-]+)/.exec(mail.body)![1]!;
    expect((await adult.call('POST', `/api/family/invitations/${token}/accept`)).statusCode).toBe(200);
    expect((await adult.call('GET', '/api/family')).json().memberOf).toEqual({
      ownerName: 'cover-owner',
      until: new Date(until).toISOString(),
      ending: false,
      asChild: false,
    });
    const left = await adult.call('POST', '/api/family/leave');
    expect(left.statusCode).toBe(200);
    expect(left.json().memberOf).toBeNull();
    expect(await adult.tier()).toBe('free');
  });
});
