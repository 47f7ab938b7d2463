import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

// Issue 30: under-13 accounts use voice features only when their parent allowed it.
const strong = 'violet-harbour-kettle-42';
const childPassword = 'purple-otter-rocket-12';
const year = new Date().getUTCFullYear();

describe.each(dbKinds)('a parent’s voice permission for a child on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), headers: { origin: testOrigin, ...headers }, payload });
  const putVoice = (childId: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/children/${childId}/voice`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const voiceRow = (childId: string) =>
    t.db.selectFrom('child_accounts').select('voice_allowed').where('user_id', '=', childId).executeTakeFirstOrThrow();
  const changes = (childId: string) =>
    t.db
      .selectFrom('child_voice_changes')
      .select(['changed_by', 'allowed', 'source'])
      .where('child_user_id', '=', childId)
      .orderBy('changed_at')
      .orderBy('id')
      .execute();

  /** A child signs up naming `parentEmail`; returns the child's id and the emailed consent token. */
  async function signUpChild(username: string, parentEmail: string) {
    const res = await post('/api/signup', { birthYear: year - 9, birthMonth: 1, username, password: childPassword, parentEmail });
    expect(res.statusCode).toBe(202);
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', parentEmail)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get('token')!;
    const user = await t.db.selectFrom('user').select('id').where('username', '=', username.toLowerCase()).executeTakeFirstOrThrow();
    return { id: user.id, token };
  }
  const childCookie = async (username: string) => {
    const res = await post('/api/auth/sign-in/username', { username, password: childPassword });
    expect(res.statusCode).toBe(200);
    return cookieOf(res);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [key, email, accessType] of [
      ['otherParent', 'other.parent@example.org', 'student'],
      ['teacher', 'teacher@example.org', 'teacher'],
      ['stranger', 'stranger@example.org', 'student'],
    ] as const) {
      ids[key] = (await t.app.accounts.createAccount({ email, name: key, password: strong, accessType })).id;
      cookies[key] = await signInCookie(t.app, email, strong);
    }
    // Ana's parent ticks the voice box on the consent page; Ben's leaves it unticked.
    const ana = await signUpChild('Ana_Voice', 'ana.parent@example.org');
    const approved = await post('/api/consent/approve', { token: ana.token, name: 'Ana Parent', password: strong, voiceAllowed: true });
    expect(approved.json()).toEqual({ decision: 'approved', createdParentAccount: true });
    ids['ana'] = ana.id;
    cookies['parent'] = await signInCookie(t.app, 'ana.parent@example.org', strong);
    ids['parent'] = (await get('/api/me', cookies['parent']).then((r) => r.json())).user.id;

    const ben = await signUpChild('Ben_Quiet', 'ana.parent@example.org');
    const benApproved = await post('/api/consent/approve', { token: ben.token }, { cookie: cookies['parent'] });
    expect(benApproved.json()).toEqual({ decision: 'approved', createdParentAccount: false });
    ids['ben'] = ben.id;
    cookies['ana'] = await childCookie('Ana_Voice');
  });
  afterAll(() => t?.close());

  it('stores the choice made at consent, with who made it', async () => {
    expect(await voiceRow(ids['ana']!)).toEqual({ voice_allowed: true });
    expect(await changes(ids['ana']!)).toEqual([{ changed_by: ids['parent'], allowed: true, source: 'consent' }]);
    // Left unticked: off, and recorded as the parent's decision.
    expect(await voiceRow(ids['ben']!)).toEqual({ voice_allowed: false });
    expect(await changes(ids['ben']!)).toEqual([{ changed_by: ids['parent'], allowed: false, source: 'consent' }]);

    const list = (await get('/api/children', cookies['parent']!)).json();
    const byName = Object.fromEntries(list.children.map((c: { username: string; voiceAllowed: boolean }) => [c.username, c.voiceAllowed]));
    expect(byName).toEqual({ Ana_Voice: true, Ben_Quiet: false });
    expect(await t.app.children.voiceAllowed(ids['ana']!)).toBe(true);
    expect(await t.app.children.voiceAllowed(ids['ben']!)).toBe(false);
  });

  it('the parent turns voice off and on again; the child’s /api/me follows at once, and each change is recorded', async () => {
    // Read first, so a server that kept the answer would show the old one below.
    expect((await get('/api/me', cookies['ana']!)).json().user.voiceAllowed).toBe(true);

    const off = await putVoice(ids['ana']!, { allowed: false }, cookies['parent']);
    expect(off.statusCode).toBe(204);
    expect((await get('/api/me', cookies['ana']!)).json().user.voiceAllowed).toBe(false);
    expect(await t.app.children.voiceAllowed(ids['ana']!)).toBe(false);
    expect((await get('/api/children', cookies['parent']!)).json().children).toContainEqual(
      expect.objectContaining({ username: 'Ana_Voice', voiceAllowed: false }),
    );

    // The same value again changes and records nothing.
    expect((await putVoice(ids['ana']!, { allowed: false }, cookies['parent'])).statusCode).toBe(204);
    expect((await putVoice(ids['ana']!, { allowed: true }, cookies['parent'])).statusCode).toBe(204);
    expect((await get('/api/me', cookies['ana']!)).json().user.voiceAllowed).toBe(true);
    expect(await changes(ids['ana']!)).toEqual([
      { changed_by: ids['parent'], allowed: true, source: 'consent' },
      { changed_by: ids['parent'], allowed: false, source: 'children_page' },
      { changed_by: ids['parent'], allowed: true, source: 'children_page' },
    ]);
  });

  it('another parent, the child, a teacher and a stranger cannot change it; signed out is refused', async () => {
    for (const who of ['otherParent', 'teacher', 'stranger', 'ana'] as const) {
      const res = await putVoice(ids['ben']!, { allowed: true }, cookies[who]);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().error.code).toBe('CHILD_NOT_FOUND');
    }
    // The child turning their own voice on.
    expect((await putVoice(ids['ana']!, { allowed: false }, cookies['ana'])).statusCode).toBe(404);
    expect((await putVoice(ids['ben']!, { allowed: true })).statusCode).toBe(401);
    expect(await voiceRow(ids['ben']!)).toEqual({ voice_allowed: false });
    expect(await voiceRow(ids['ana']!)).toEqual({ voice_allowed: true });
    expect(await changes(ids['ben']!)).toHaveLength(1);
  });

  it('refuses bad input with a translated error and changes nothing', async () => {
    for (const payload of [{}, { allowed: 'yes' }, { allowed: 1 }]) {
      const res = await putVoice(ids['ben']!, payload, cookies['parent']);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain('children.voiceInvalid');
    }
    expect((await putVoice('not-a-uuid', { allowed: true }, cookies['parent'])).statusCode).toBe(400);
    expect((await putVoice(crypto.randomUUID(), { allowed: true }, cookies['parent'])).statusCode).toBe(404);
    expect(await voiceRow(ids['ben']!)).toEqual({ voice_allowed: false });
  });

  it('a sign-up still waiting for consent has no voice, and its parent cannot turn it on before approving', async () => {
    const pending = await signUpChild('Cleo_Waits', 'ana.parent@example.org');
    expect((await putVoice(pending.id, { allowed: true }, cookies['parent'])).statusCode).toBe(404);
    expect(await voiceRow(pending.id)).toEqual({ voice_allowed: false });
    expect(await t.app.children.voiceAllowed(pending.id)).toBe(false);
  });

  it('any account that is not a child’s may use voice, and never sees the field', async () => {
    for (const who of ['parent', 'otherParent', 'teacher', 'stranger'] as const) {
      expect(await t.app.children.voiceAllowed(ids[who]!)).toBe(true);
      const me = (await get('/api/me', cookies[who]!)).json();
      expect(me.user.isChild).toBe(false);
      expect(me.user).not.toHaveProperty('voiceAllowed');
    }
  });
});
