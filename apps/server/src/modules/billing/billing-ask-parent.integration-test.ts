import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer } from './billing.test-helpers.js';

const year = new Date().getUTCFullYear();

/** Issue 28, children never pay: a child asks the parent linked to their account instead. */
describe.each(dbKinds)('asking a parent on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function family(tag: string) {
    const parent = await customer(t.app, `parent-${tag}@example.org`);
    const kid = await customer(t.app, `kid-${tag}@example.org`);
    await t.db
      .insertInto('child_accounts')
      .values({
        user_id: kid.id,
        status: 'active',
        birth_year_month: `${year - 10}-03`,
        parent_email: `parent-${tag}@example.org`,
        parent_user_id: parent.id,
        consent_expires_at: new Date(),
        approved_at: new Date(),
      })
      .execute();
    await t.db
      .updateTable('user')
      .set({ username: `kid_${tag}`, displayUsername: `Kid_${tag}` })
      .where('id', '=', kid.id)
      .execute();
    const ask = (payload: object, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/ask-parent',
        remoteAddress: freshIp(),
        headers: { origin: testOrigin, cookie: kid.cookie, 'accept-language': lang },
        payload,
      });
    return { parent, kid, ask };
  }
  const mailsTo = (email: string) =>
    t.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', email).orderBy('created_at').execute();

  it('emails the linked parent, in the child’s language, naming the plan asked for; the child’s username is in the body only', async () => {
    const { ask } = await family('fr');
    const res = await ask({ priceId: 'premium_monthly' }, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const [mail, ...more] = await mailsTo('parent-fr@example.org');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Une demande de ton enfant : Premium');
    expect(mail!.body).toContain('Kid_fr, dont tu supervises le compte BrainBoost, aimerait Premium.');
    expect(mail!.body).toMatch(/\/pricing$/m);
  });

  it('a donation asked for is named as one and links to the donation page', async () => {
    const { ask } = await family('gift');
    expect((await ask({})).statusCode).toBe(200);
    const [mail] = await mailsTo('parent-gift@example.org');
    expect(mail!.subject).toBe('A request from your child: a donation to BrainBoost');
    expect(mail!.body).toMatch(/\/donate$/m);
  });

  it('three asks a day per child; the fourth is refused in the child’s language and sends nothing', async () => {
    const { ask } = await family('often');
    for (let i = 0; i < 3; i += 1) expect((await ask({ priceId: 'basic_monthly' })).statusCode).toBe(200);
    const fourth = await ask({ priceId: 'basic_monthly' }, 'yue');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toEqual({
      code: 'BILLING_ASK_PARENT_TOO_MANY',
      message: '你今日已經問咗 3 次喇。家長已經收到你嘅訊息，聽日可以再問。',
    });
    expect(await mailsTo('parent-often@example.org')).toHaveLength(3);
  });

  it('only a child may ask: an adult is refused and nobody is emailed; an unknown price is refused before any email', async () => {
    const { parent, ask } = await family('adult');
    const adult = await parent.call('POST', '/api/billing/ask-parent', { priceId: 'premium_monthly' });
    expect(adult.statusCode).toBe(403);
    expect(adult.json().error.code).toBe('BILLING_ASK_PARENT_CHILDREN_ONLY');
    expect((await ask({ priceId: 'no_such_price' })).statusCode).toBe(400);
    expect(await mailsTo('parent-adult@example.org')).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/billing/ask-parent',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
