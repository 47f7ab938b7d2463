import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { createTestApp, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';

describe('tutor with a model server configured (pglite)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp('pglite', { LLM_BASE_URL: fake.url, LLM_MODEL: 'tiny', LLM_TIMEOUT_MS: '1000' });
    await t.app.accounts.createAccount({ email: 'model.user@example.org', name: 'Model User', password: strong, accessType: 'student' });
    cookie = await signInCookie(t.app, 'model.user@example.org', strong);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const ask = (question: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie },
      payload: { question, gradeBand: 'middle' },
    });
  const used = async () => (await t.app.inject({ method: 'GET', url: '/api/tutor/usage', headers: { cookie } })).json().used;

  it('answers non-maths questions from the model', async () => {
    fake.reply({ chunks: ['Plants make food ', 'from sunlight.'] });
    const res = await ask('What is photosynthesis?');
    expect(res.statusCode).toBe(200);
    expect(res.json().reply.answer).toEqual({ kind: 'text', text: 'Plants make food from sunlight.' });
  });

  it('on a model failure: the spec’s message, and the question is not counted', async () => {
    const before = await used();
    fake.reply({ status: 500 });
    const res = await ask('What is photosynthesis?');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'TUTOR_FAILED', message: 'Could not process your question. Please try again.' });
    expect(await used()).toBe(before);
  });

  it('flags an unsafe model answer instead of showing it', async () => {
    fake.reply({ chunks: ['Call me on 555-123-4567 and I will tell you.'] });
    const res = (await ask('Tell me about volcanoes')).json();
    expect(res.reply.answer).toEqual({ kind: 'unanswered', reason: 'unsafe', concern: 'personalDetails' });
  });
});
