import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKindsWithPglite, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';

describe.each(dbKindsWithPglite)('knowledge hub and the builtin tutor’s cited answers on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  // A free learner has 10 questions a day: each language group asks as its own learner.
  let chineseCookie: string;
  let europeanCookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const learner = async (email: string) => {
      await t.app.accounts.createAccount({ email, name: 'Reader', password: strong, accessType: 'student' });
      return signInCookie(t.app, email, strong);
    };
    cookie = await learner('reader.hub@example.org');
    chineseCookie = await learner('reader.zh@example.org');
    europeanCookie = await learner('reader.eu@example.org');
  }, 120_000);
  afterAll(() => t?.close());
  const ask = (question: string, lang = 'en', as = cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: as, 'accept-language': lang },
      payload: { question, gradeBand: 'middle', subject: 'history' },
    });

  it('serves the articles to anyone, in English where not translated; an unknown one is a translated 404', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/knowledge-hub/articles?lng=es' });
    expect(list.statusCode).toBe(200);
    expect(list.json().articles.length).toBeGreaterThanOrEqual(40);
    const article = (await t.app.inject({ method: 'GET', url: '/api/knowledge-hub/articles/moon-landing' })).json();
    expect(article).toMatchObject({ slug: 'moon-landing', subject: 'history', locale: 'en', title: 'The first Moon landing' });
    expect(article.paragraphs[0]).toContain('Apollo 11');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge-hub/articles/atlantis',
      headers: { 'accept-language': 'it' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'KNOWLEDGE_ARTICLE_NOT_FOUND', message: 'Non abbiamo trovato questo articolo.' });
  });

  it('answers a history question with quotes from the article and cites it; the stored answer reads back the same', async () => {
    const res = await ask('Who was the first person to walk on the Moon?');
    expect(res.statusCode).toBe(200);
    const answer = res.json().reply.answer;
    expect(answer.kind).toBe('sourced');
    expect(answer.sources[0]).toEqual({ slug: 'moon-landing', title: 'The first Moon landing', subject: 'history', locale: 'en' });
    const quoted = answer.passages.map((p: { text: string }) => p.text).join(' ');
    expect(quoted).toContain('Armstrong became the first person to walk on the Moon');
    // Only the sentences that answer it, not everything that mentions the Moon.
    expect(quoted).not.toContain('Space Race');
    expect(res.json().usage.used).toBe(1);
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/tutor/conversations/${res.json().conversationId}`, headers: { cookie } })
    ).json();
    expect(stored.messages[1].answer).toEqual(answer);
  });

  it('answers through the streamed endpoint too (the builtin tutor sends the final answer alone)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions/stream',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie },
      payload: { question: 'Why do volcanoes erupt?', gradeBand: 'elementary' },
    });
    const events = res.payload
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'done', result: { reply: { answer: { kind: 'sourced', sources: [{ slug: 'volcanoes' }] } } } });
  });

  it("finds articles by every word typed, in any case and accents, in the reader's language, and refuses an empty search", async () => {
    const search = (q: string, lng = 'en') =>
      t.app.inject({
        method: 'GET',
        url: `/api/knowledge-hub/search?q=${encodeURIComponent(q)}&lng=${lng}`,
        headers: { 'accept-language': lng },
      });
    const moon = (await search('APOLLO moon')).json().results;
    expect(moon[0].slug).toBe('moon-landing');
    expect(moon[0].snippet.toLowerCase()).toContain('apollo');
    expect((await search('apollo volcano')).json().results).toEqual([]);
    const es = (await search('fotosintesis', 'es')).json().results;
    expect(es[0]).toMatchObject({ slug: 'photosynthesis', locale: 'es' });
    const zh = (await search('光合作用', 'zh-Hans')).json().results;
    expect(zh[0]).toMatchObject({ slug: 'photosynthesis', locale: 'zh-Hans' });
    const empty = await search('   ', 'fr');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Écris au moins un mot à chercher.');
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });

  it('serves the articles in Simplified Chinese, Traditional Chinese and Cantonese when asked for them', async () => {
    const titles = async (lng: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/knowledge-hub/articles', headers: { 'accept-language': lng } });
      return new Map(res.json().articles.map((a: { slug: string; title: string; locale: string }) => [a.slug, `${a.locale} ${a.title}`]));
    };
    expect((await titles('zh-Hans')).get('photosynthesis')).toBe('zh-Hans 光合作用：植物怎样制造食物');
    expect((await titles('zh-Hant')).get('photosynthesis')).toBe('zh-Hant 光合作用：植物怎樣製造食物');
    expect((await titles('yue')).get('photosynthesis')).toBe('yue 光合作用：植物點樣整食物');
    const article = (await t.app.inject({ method: 'GET', url: '/api/knowledge-hub/articles/photosynthesis?lng=yue' })).json();
    expect(article.paragraphs).toHaveLength(4);
    expect(article.paragraphs[0]).toContain('葉綠素');
  });

  it.each([
    ['zh-Hans', '什么是光合作用？', '光合作用：植物怎样制造食物', '光合作用是植物、藻类和一些细菌为自己制造食物的过程。'],
    ['zh-Hant', '甚麼是光合作用？', '光合作用：植物怎樣製造食物', '光合作用是植物、藻類和一些細菌為自己製造食物的過程。'],
    ['yue', '光合作用係咩？', '光合作用：植物點樣整食物', '光合作用係植物、藻類同埋一啲細菌自己整食物嘅過程。'],
  ])('answers a question in %s (“%s”) citing the photosynthesis article in that language', async (lang, question, title, sentence) => {
    const res = await ask(question, lang, chineseCookie);
    expect(res.statusCode).toBe(200);
    const answer = res.json().reply.answer;
    expect(answer.kind).toBe('sourced');
    expect(answer.sources[0]).toEqual({ slug: 'photosynthesis', title, subject: 'science', locale: lang });
    expect(answer.passages.map((p: { text: string }) => p.text)).toContain(sentence);
  });

  it.each([
    ['zh-Hans', '谁画了蒙娜丽莎？'],
    ['zh-Hant', '誰畫了蒙娜麗莎？'],
    ['yue', '邊個畫咗蒙娜麗莎？'],
  ])('says honestly in %s that it cannot answer “%s” offline', async (lang, question) => {
    const res = (await ask(question, lang, chineseCookie)).json();
    expect(res.reply.answer).toEqual({ kind: 'unanswered', reason: 'offline', concern: null });
  });

  it.each([
    ['es', '¿Qué es la fotosíntesis?', 'La fotosíntesis: cómo fabrican su alimento las plantas', 'clorofila'],
    ['fr', 'Qu’est-ce que la photosynthèse ?', 'La photosynthèse : comment les plantes fabriquent leur nourriture', 'chlorophylle'],
    ['it', 'Che cos’è la fotosintesi?', 'La fotosintesi: come le piante producono il cibo', 'clorofilla'],
  ])('answers a question asked in %s from the article in that language, and serves that article', async (lang, question, title, word) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tutor/questions',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: europeanCookie, 'accept-language': lang },
      payload: { question, gradeBand: 'middle', subject: 'science' },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json().reply.answer;
    expect(answer.kind).toBe('sourced');
    expect(answer.sources[0]).toEqual({ slug: 'photosynthesis', title, subject: 'science', locale: lang });
    const article = (await t.app.inject({ method: 'GET', url: `/api/knowledge-hub/articles/photosynthesis?lng=${lang}` })).json();
    expect(article).toMatchObject({ slug: 'photosynthesis', locale: lang, title });
    expect(article.paragraphs).toHaveLength(4);
    expect(article.paragraphs.join(' ')).toContain(word);
    // Every quoted sentence comes from a cited article in the learner's language.
    for (const passage of answer.passages as { text: string; source: number }[]) {
      const source = answer.sources[passage.source];
      expect(source.locale).toBe(lang);
      const cited = (await t.app.inject({ method: 'GET', url: `/api/knowledge-hub/articles/${source.slug}?lng=${lang}` })).json();
      expect(
        cited.paragraphs.some((p: string) => p.includes(passage.text)),
        passage.text,
      ).toBe(true);
    }
    const list = (await t.app.inject({ method: 'GET', url: `/api/knowledge-hub/articles?lng=${lang}` })).json();
    expect(list.articles.every((a: { locale: string }) => a.locale === lang)).toBe(true);
  });

  it('says honestly that it cannot answer what the hub does not cover', async () => {
    const res = (await ask('Who painted the Mona Lisa?', 'es')).json();
    expect(res.reply.answer).toEqual({ kind: 'unanswered', reason: 'offline', concern: null });
  });
});
