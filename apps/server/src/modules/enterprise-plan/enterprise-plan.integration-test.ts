import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'violet-harbour-kettle-42';
const valid = {
  contactName: 'Dana Principal',
  email: 'Dana@Riverside.example',
  organization: 'Riverside Elementary',
  seats: 120,
  gradeBands: ['elementary', 'middle'],
  billingCycle: 'monthly',
  message: 'We start in September.',
};

describe.each(dbKinds)('enterprise plan requests on %s', (kind) => {
  let t: TestApp;
  let adminCookie = '';
  let studentCookie = '';
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'operator@school-admin.example', name: 'Olive Operator', password, accessType: 'admin' });
    await t.app.accounts.createAccount({ email: 'kid@school-admin.example', name: 'Kim Student', password, accessType: 'student' });
    adminCookie = await signInCookie(t.app, 'operator@school-admin.example', password);
    studentCookie = await signInCookie(t.app, 'kid@school-admin.example', password);
  });
  afterAll(() => t?.close());

  const send = (payload: object, ip = freshIp(), lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/enterprise-plan/requests',
      remoteAddress: ip,
      headers: { origin: testOrigin, 'accept-language': lang },
      payload,
    });
  const mailTo = (to: string) =>
    t.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', to).orderBy('created_at', 'desc').execute();

  it('stores the request with an estimate from the catalog (Premium per seat, volume discount) and mails the operator and the requester', async () => {
    const res = await send({ ...valid, estimateCents: 1 }, freshIp(), 'fr');
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.reference).toMatch(/^Q-[0-9A-Z]{8}$/);
    // 120 seats: 30% off Premium monthly $19.99 → $13.99 a seat, $1,678.80 a month; a price from the page is ignored.
    expect(receipt.estimate).toEqual({ listPerSeatCents: 1999, percentOff: 30, perSeatCents: 1399, totalCents: 167_880, currency: 'usd' });
    const row = await t.db
      .selectFrom('enterprise_plan_requests')
      .selectAll()
      .where('reference', '=', receipt.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'dana@riverside.example',
      seats: 120,
      grade_bands: ['elementary', 'middle'],
      billing_cycle: 'monthly',
      estimate_cents: 167_880,
      locale: 'fr',
    });
    const [operator] = await mailTo('operator@school-admin.example');
    // The organisation's name is the requester's free text: in the body, not the subject.
    expect(operator?.subject).toBe(`Enterprise plan request ${receipt.reference}: 120 seats`);
    expect(operator?.body).toContain('Organisation: Riverside Elementary');
    expect(operator?.body).toContain('Dana Principal <dana@riverside.example>');
    expect(operator?.body).toContain('$1,678.80');
    expect(operator?.body).toContain('We start in September.');
    const [confirmation] = await mailTo('dana@riverside.example');
    expect(confirmation?.subject).toContain(receipt.reference);
    // In the requester's language.
    expect(confirmation?.body).toContain('Bonjour Dana Principal');
    expect(confirmation?.body).toContain('Primaire (K-5)');
  });

  it('annual billing is estimated from the annual Premium price', async () => {
    const res = await send({ ...valid, email: 'annual@district.example', seats: 1000, billingCycle: 'annual' });
    expect(res.json().estimate).toEqual({
      listPerSeatCents: 19990,
      percentOff: 50,
      perSeatCents: 9995,
      totalCents: 9_995_000,
      currency: 'usd',
    });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const count = async () => (await t.db.selectFrom('enterprise_plan_requests').select('id').execute()).length;
    const before = await count();
    for (const [change, field] of [
      [{ seats: 9 }, 'seats'],
      [{ seats: 100_001 }, 'seats'],
      [{ seats: 12.5 }, 'seats'],
      [{ gradeBands: [] }, 'gradeBands'],
      [{ gradeBands: ['elementary', 'elementary'] }, 'gradeBands'],
      [{ gradeBands: ['college'] }, 'gradeBands'],
      [{ billingCycle: 'weekly' }, 'billingCycle'],
      [{ email: 'not-an-email' }, 'email'],
      [{ organization: '' }, 'organization'],
      [{ contactName: '' }, 'contactName'],
    ] as const) {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(','), JSON.stringify(change)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send({ ...valid, email: `burst${i}@school.example` }, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });

  it('admins list the requests newest first; others may not', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/enterprise-plan-requests', headers: { cookie: adminCookie } });
    expect(list.statusCode).toBe(200);
    const { requests } = list.json();
    expect(requests[requests.length - 1]).toMatchObject({
      organization: 'Riverside Elementary',
      seats: 120,
      gradeBands: ['elementary', 'middle'],
      estimate: { totalCents: 167_880, percentOff: 30 },
    });
    const times = requests.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/enterprise-plan-requests', headers: { cookie: studentCookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/enterprise-plan-requests' })).statusCode).toBe(401);
  });
});
