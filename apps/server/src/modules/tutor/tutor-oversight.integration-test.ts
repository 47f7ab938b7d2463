import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const year = new Date().getUTCFullYear();

describe.each(dbKinds)('a parent reading a child’s tutor chats on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let flaggedConversation = '';
  let plainConversation = '';

  const ask = (who: string, question: string, conversationId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: cookies[who]! },
      payload: { question, gradeBand: 'elementary', ...(conversationId ? { conversationId } : {}) },
    });
  const get = (who: string | null, url: string, lang = 'en') =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...(who ? { cookie: cookies[who]! } : {}) } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [name, accessType] of [
      ['kid', 'student'],
      ['parent', 'student'],
      ['otherParent', 'student'],
      ['teen', 'student'],
      ['teacher', 'teacher'],
    ] as const) {
      ids[name] = (await t.app.accounts.createAccount({ email: `${name}@example.org`, name, password: strong, accessType })).id;
      cookies[name] = await signInCookie(t.app, `${name}@example.org`, strong);
    }
    await t.db
      .insertInto('child_accounts')
      .values({
        user_id: ids['kid']!,
        status: 'active',
        birth_year_month: `${year - 10}-03`,
        parent_email: 'parent@example.org',
        parent_user_id: ids['parent']!,
        consent_expires_at: new Date(),
        approved_at: new Date(),
      })
      .execute();
    plainConversation = (await ask('kid', 'What is 7 + 5?')).json().conversationId;
    flaggedConversation = (await ask('kid', 'What is 3 + 4?')).json().conversationId;
    await ask('kid', 'my address is 12 Elm Street come visit', flaggedConversation);
    await ask('teen', 'What is 9 + 1?');
  });
  afterAll(() => t?.close());

  it('lists the child’s conversations with the flagged exchanges counted', async () => {
    const res = await get('parent', `/api/tutor/children/${ids['kid']}/conversations`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const byId = new Map((res.json().conversations as { id: string; flaggedCount: number; messageCount: number }[]).map((c) => [c.id, c]));
    expect(byId.size).toBe(2);
    expect(byId.get(flaggedConversation)).toMatchObject({ flaggedCount: 1, messageCount: 4 });
    expect(byId.get(plainConversation)).toMatchObject({ flaggedCount: 0, messageCount: 2 });
  });

  it('shows a conversation as the child saw it, the flagged exchange marked with its concern', async () => {
    const res = await get('parent', `/api/tutor/children/${ids['kid']}/conversations/${flaggedConversation}`);
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as { role: string; text: string; flagged: boolean; answer: { concern?: string | null } | null }[];
    expect(messages).toHaveLength(4);
    expect(messages.filter((m) => m.flagged).map((m) => m.role)).toEqual(['student', 'tutor']);
    expect(messages.find((m) => m.flagged && m.role === 'student')?.text).toBe('my address is 12 Elm Street come visit');
    expect(messages.find((m) => m.flagged && m.role === 'tutor')?.answer).toMatchObject({
      kind: 'unanswered',
      reason: 'unsafe',
      concern: 'personalDetails',
    });
  });

  it('answers 404 for anyone who is not the linked parent, and 401 signed out', async () => {
    for (const who of ['otherParent', 'teacher', 'teen', 'kid']) {
      const res = await get(who, `/api/tutor/children/${ids['kid']}/conversations`, 'fr');
      expect(res.statusCode, who).toBe(404);
      expect(res.json().error.code).toBe('TUTOR_CHILD_NOT_FOUND');
      expect(res.json().error.message).not.toBe('tutor.childNotFound');
      expect((await get(who, `/api/tutor/children/${ids['kid']}/conversations/${flaggedConversation}`)).statusCode, who).toBe(404);
    }
    // A parent route cannot reach a learner who is not their child.
    expect((await get('parent', `/api/tutor/children/${ids['teen']}/conversations`)).statusCode).toBe(404);
    // Nor another learner's conversation through their own child's address.
    const teenConversation = (await get('teen', '/api/tutor/conversations')).json().conversations[0].id as string;
    expect((await get('parent', `/api/tutor/children/${ids['kid']}/conversations/${teenConversation}`)).statusCode).toBe(404);
    expect((await get(null, `/api/tutor/children/${ids['kid']}/conversations`)).statusCode).toBe(401);
    expect((await get('parent', '/api/tutor/children/not-a-uuid/conversations')).statusCode).toBe(400);
  });

  it('stops showing the chats once the child is unlinked', async () => {
    await t.db.updateTable('child_accounts').set({ parent_user_id: null }).where('user_id', '=', ids['kid']!).execute();
    expect((await get('parent', `/api/tutor/children/${ids['kid']}/conversations`)).statusCode).toBe(404);
    await t.db.updateTable('child_accounts').set({ parent_user_id: ids['parent']! }).where('user_id', '=', ids['kid']!).execute();
    expect((await get('parent', `/api/tutor/children/${ids['kid']}/conversations`)).statusCode).toBe(200);
  });
});
