import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../test/test-app.js';

const password = 'violet-harbour-kettle-42';
const nul = 'Ada\u0000Lovelace';
const loneSurrogate = 'Ada\uD800Lovelace';
const refusal = { code: 'VALIDATION_FAILED', message: 'This contains a character that cannot be saved. Please remove it and try again.' };

// Security issue, item 11: a NUL byte (or a lone UTF-16 surrogate) in any text reached PostgreSQL,
// which refuses it, and the caller got a 500. One check in front of every route answers 400 instead.
describe.each(dbKinds)('text PostgreSQL cannot store is refused before any handler, on %s', (kind) => {
  let t: TestApp;
  let adult: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'adult@text.example', name: 'Adult', password, accessType: 'student' });
    await t.app.accounts.createAccount({ email: 'admin@text.example', name: 'Admin', password, accessType: 'admin' });
    adult = await signInCookie(t.app, 'adult@text.example', password);
    admin = await signInCookie(t.app, 'admin@text.example', password);
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it.each([
    ['a profile name', 'PATCH', '/api/me/profile', { fullName: nul }, 'fullName'],
    ['a wellness note', 'POST', '/api/wellness/check-ins', { mood: 3, note: nul }, 'note'],
    ['an access request', 'POST', '/api/access-requests/teacher', { schoolName: nul, subject: 'Maths' }, 'schoolName'],
    ['a tutor question', 'POST', '/api/tutor/questions', { question: `2+2${nul}`, gradeBand: 'middle' }, 'question'],
    ['a lone surrogate in a profile name', 'PATCH', '/api/me/profile', { fullName: loneSurrogate }, 'fullName'],
    ['a nested value', 'POST', '/api/feedback', { text: 'Nice', extra: { page: nul } }, 'extra.page'],
  ] as const)('in the body: %s', async (_what, method, url, payload, field) => {
    const res = await send(method, url, adult, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ ...refusal, fields: { [field]: 'generic.unstorableText' } });
  });

  it('in an object key of the body', async () => {
    const res = await send('PATCH', '/api/me/profile', adult, { fullName: 'Ada', [`x${nul}`]: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('changes nothing: the profile keeps its name', async () => {
    const before = (await send('GET', '/api/me', adult)).json().profile.fullName;
    expect((await send('PATCH', '/api/me/profile', adult, { fullName: nul })).statusCode).toBe(400);
    expect((await send('GET', '/api/me', adult)).json().profile.fullName).toBe(before);
  });

  it('in the query: the admin user search', async () => {
    const res = await send('GET', '/api/admin/users?query=a%00b', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ ...refusal, fields: { query: 'generic.unstorableText' } });
  });

  it('in the path: a conversation id and the sandbox checkout page id', async () => {
    const conversation = await send('PATCH', '/api/tutor/conversations/a%00b', adult, { title: 'Fractions' });
    expect(conversation.statusCode).toBe(400);
    expect(conversation.json().error).toEqual({ ...refusal, fields: { id: 'generic.unstorableText' } });
    const page = await send('GET', '/sandbox-pay/cs_%00');
    expect(page.statusCode).toBe(400);
    expect(page.json().error.fields).toEqual({ id: 'generic.unstorableText' });
  });

  it('in a conversation title', async () => {
    const asked = await send('POST', '/api/tutor/questions', adult, { question: '2+2', gradeBand: 'middle' });
    expect(asked.statusCode).toBe(200);
    const id = asked.json().conversationId as string;
    const res = await send('PATCH', `/api/tutor/conversations/${id}`, adult, { title: nul });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ title: 'generic.unstorableText' });
  });

  it('at the auth endpoints, which have no zod schema, in the caller’s language', async () => {
    const res = t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': 'fr' },
      payload: { email: `a${nul}@text.example`, password },
    });
    const answer = await res;
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'generic.unstorableText' } });
    expect(answer.json().error.message).not.toBe(refusal.message);
  });

  it('still accepts ordinary text, emoji (surrogate pairs) included', async () => {
    const res = await send('PATCH', '/api/me/profile', adult, { fullName: 'Zoë 😀 Ng' });
    expect(res.statusCode).toBe(200);
    expect((await send('GET', '/api/me', adult)).json().profile.fullName).toBe('Zoë 😀 Ng');
  });
});
