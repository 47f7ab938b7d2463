import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, type TestApp } from '../../test/test-app.js';

describe.each(dbKinds)('contact API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const valid = {
    name: 'Jordan Lee',
    email: 'jordan@school.example',
    topic: 'schools',
    message: 'We would like a demo for our grade 6 classes.',
  };

  it('stores a contact message and returns a reference', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'zh-TW' },
      payload: valid,
    });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^C-[0-9A-HJKMNP-TV-Z]{8}$/);
    const row = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, reference, status: 'new', locale: 'zh-Hant' });
  });

  it.each([
    [{ ...valid, name: ' ' }, 'name', 'contact.nameRequired'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'contact.emailInvalid'],
    [{ ...valid, topic: 'gossip' }, 'topic', 'contact.topicRequired'],
    [{ ...valid, message: 'short' }, 'message', 'contact.messageTooShort'],
  ])('rejects %j naming the field, storing nothing', async (payload, field, key) => {
    const before = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: freshIp(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(key);
    const after = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('stores an enterprise quote request with seats', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise-inquiries',
      remoteAddress: freshIp(),
      payload: {
        name: 'Ana Ruiz',
        email: 'ana@district.example',
        organization: 'Riverside District',
        organizationType: 'district',
        seats: '1200',
        country: 'Spain',
      },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('enterprise_inquiries').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      organization: 'Riverside District',
      organization_type: 'district',
      seats: 1200,
      country: 'Spain',
      role: '',
      message: '',
    });
    expect(row.reference).toMatch(/^E-/);
  });

  it('rejects a quote without a sensible seat count', async () => {
    for (const seats of [0, -3, 2.5, 'many']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enterprise-inquiries',
        remoteAddress: freshIp(),
        payload: { name: 'Ana', email: 'ana@district.example', organization: 'Riverside', organizationType: 'school', seats },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.seats).toBe('enterprise.seatsInvalid');
    }
  });
});
