import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { internalEmail } from '@brainboost/domain/accounts/reserved-email';
import { phrasebookSchema } from '@brainboost/domain/schemas/translator';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../test/fake-translation-server.js';
import { cookieOf, createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const languages = [
  { code: 'en', targets: ['es', 'fr'] },
  { code: 'es', targets: ['en'] },
  { code: 'fr', targets: ['en'] },
];

describe.each(dbKinds)('voice translator API on %s (LibreTranslate engine)', (kind) => {
  let t: TestApp;
  let fake: FakeTranslationServer;
  let people = 0;

  beforeAll(async () => {
    fake = await startFakeTranslationServer();
    t = await createTestApp(kind, { TRANSLATION_ENGINE: 'libretranslate', TRANSLATION_BASE_URL: fake.url, TRANSLATION_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.reply('/languages', { json: languages });
    fake.reply('/translate', { json: { translatedText: 'Me gusta la casa roja.' } });
  });

  /** A new account on `plan` (none: free), optionally a child's; its session cookie and id. */
  async function person(plan: 'ultimate' | 'premium' | null, { child = false } = {}) {
    const email = child ? internalEmail('child', randomUUID()) : `translator.${++people}@example.org`;
    const user = await t.app.accounts.createAccount({ email, name: 'Tran Slator', password: strong, accessType: 'student' });
    if (plan)
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: user.id, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
    if (!child) return { id: user.id, cookie: await signInCookie(t.app, email, strong) };
    // Children sign in with a username, never an email.
    const username = `comet_${people++}`;
    await t.db.updateTable('user').set({ username }).where('id', '=', user.id).execute();
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin },
      payload: { username, password: strong },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return { id: user.id, cookie: cookieOf(signedIn) };
  }
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { cookie, origin: testOrigin, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const translate = (cookie: string, payload: object) => call(cookie, 'POST', '/api/translator/translate', payload);
  const tutorFlags = async (cookie: string) => (await call(cookie, 'GET', '/api/tutor/conversations')).json().conversations;

  it('answers a phrasebook phrase from the book, with readings, without asking the engine', async () => {
    const { cookie } = await person('ultimate');
    const res = await translate(cookie, { text: "i don't understand", from: 'en', to: 'zh-Hans' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      translation: '我不明白。',
      engine: 'phrasebook',
      approximate: false,
      sourceReading: null,
      translationReading: 'wǒ bù míng bái.',
      phraseId: 'classroom-i-dont-understand',
    });
    expect(fake.requests.filter((r) => r.url === '/translate')).toHaveLength(0);
  });

  it('serves the phrasebook prepared once: tagged, compressed, 304 when the browser has it (it was 2.2 s p99 under load)', async () => {
    const { cookie } = await person(null);
    const plain = await call(cookie, 'GET', '/api/translator/phrasebook');
    expect(plain.statusCode).toBe(200);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    expect(phrasebookSchema.parse(plain.json()).categories.length).toBeGreaterThan(0);
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/translator/phrasebook',
      remoteAddress: freshIp(),
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/translator/phrasebook',
      remoteAddress: freshIp(),
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Still only for someone signed in.
    expect((await t.app.inject({ method: 'GET', url: '/api/translator/phrasebook', remoteAddress: freshIp() })).statusCode).toBe(401);
  });

  it('sends anything else to the engine, text only, and says which engine translated', async () => {
    const { cookie } = await person('ultimate');
    const status = await call(cookie, 'GET', '/api/translator');
    expect(status.json()).toMatchObject({
      access: 'allowed',
      engine: 'libretranslate',
      approximate: false,
      pairs: expect.arrayContaining([{ from: 'en', to: 'es' }]),
    });
    expect(status.json().languages).toHaveLength(8);
    const res = await translate(cookie, { text: 'I like the red house.', from: 'en', to: 'es' });
    expect(res.json()).toMatchObject({
      translation: 'Me gusta la casa roja.',
      engine: 'libretranslate',
      phraseId: null,
      translationReading: null,
    });
    expect(fake.requests.at(-1)!.body).toEqual({ q: 'I like the red house.', source: 'en', target: 'es', format: 'text' });
  });

  it('says when the engine lacks the pair, and answers "Translation error." when it fails or times out', async () => {
    const { cookie } = await person('ultimate');
    const unsupported = await translate(cookie, { text: 'Buongiorno a tutti', from: 'it', to: 'ja' });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error.code).toBe('TRANSLATOR_PAIR_UNSUPPORTED');
    fake.reply('/translate', { status: 500, json: {} });
    const failed = await translate(cookie, { text: 'Good luck with the exam', from: 'en', to: 'es' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual({
      code: 'TRANSLATOR_FAILED',
      message: 'Translation error. Your text is still here: try again in a moment, or pick a phrase from the phrasebook.',
    });
    fake.reply('/translate', { hang: true });
    expect((await translate(cookie, { text: 'Good luck with the exam', from: 'en', to: 'es' })).statusCode).toBe(502);
  });

  it('needs voice_translation: a free or premium learner is told to upgrade, and the engine is never asked', async () => {
    for (const plan of [null, 'premium'] as const) {
      const { cookie } = await person(plan);
      expect((await call(cookie, 'GET', '/api/translator')).json().access).toBe('upgrade');
      const res = await translate(cookie, { text: 'I like the red house.', from: 'en', to: 'es' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('TRANSLATOR_UPGRADE_REQUIRED');
      const saved = await call(cookie, 'POST', '/api/translator/transcripts', {
        title: 'Try',
        turns: [{ speaker: 'a', from: 'en', to: 'es', text: 'Hi', translation: 'Hola', engine: 'phrasebook' }],
      });
      expect(saved.statusCode).toBe(403);
    }
    expect(fake.requests.filter((r) => r.url === '/translate')).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/translator/translate', payload: { text: 'Hi', from: 'en', to: 'es' } })).statusCode,
    ).toBe(401);
  });

  it('refuses a child whose parent has not allowed voice, even on the ultimate plan', async () => {
    const { cookie } = await person('ultimate', { child: true });
    expect((await call(cookie, 'GET', '/api/translator')).json().access).toBe('parent-permission');
    const res = await translate(cookie, { text: 'Thank you.', from: 'en', to: 'es' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'VOICE_PARENT_PERMISSION_REQUIRED',
      message: 'Your parent or guardian has not turned on voice features for your account.',
    });
  });

  it('screens both texts: an unsafe source never reaches the engine, an unsafe translation is refused; both are recorded as tutor flags', async () => {
    const { cookie } = await person('ultimate');
    const source = await translate(cookie, { text: 'my phone number is 555-123-4567', from: 'en', to: 'es' });
    expect(source.statusCode).toBe(422);
    expect(source.json().error.code).toBe('TRANSLATOR_UNSAFE');
    expect(fake.requests.filter((r) => r.url === '/translate')).toHaveLength(0);

    fake.reply('/translate', { json: { translatedText: 'Mi dirección es 12 Elm Street' } });
    // Not a phrasebook phrase, so the engine answers.
    const translated = await translate(cookie, { text: 'Tell me about your street.', from: 'en', to: 'es' });
    expect(translated.statusCode).toBe(422);
    const flags = await tutorFlags(cookie);
    expect(flags).toHaveLength(2);
    expect(flags.every((c: { flaggedCount: number; title: string }) => c.flaggedCount === 1 && c.title === 'Voice translator')).toBe(true);
  });

  it('rejects bad input with a translated 400 and changes nothing', async () => {
    const { cookie } = await person('ultimate');
    const bad = [
      { text: '', from: 'en', to: 'es' },
      { text: '   ', from: 'en', to: 'es' },
      { text: 'x'.repeat(501), from: 'en', to: 'es' },
      { text: 'two\nlines', from: 'en', to: 'es' },
      { text: 'Hello', from: 'en', to: 'en' },
      { text: 'Hello', from: 'en', to: 'de' },
      { text: 'Hello', from: 'en' },
    ];
    for (const payload of bad) {
      const res = await translate(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).not.toMatch(/^translator\./);
    }
    expect((await translate(cookie, { text: 'Hello', from: 'en', to: 'en' })).json().error.message).toBe(
      'Choose two different languages to translate between.',
    );
    expect(fake.requests).toHaveLength(0);
    expect(await tutorFlags(cookie)).toHaveLength(0);
  });

  it('limits translations per account', async () => {
    const { cookie } = await person('ultimate');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await translate(cookie, { text: 'Thank you.', from: 'en', to: 'es' })).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('keeps transcripts only when saved: owner-only, listed, reopened, deleted, exported and gone with the account', async () => {
    const owner = await person('ultimate');
    const other = await person('ultimate');
    const turns = [
      { speaker: 'a', from: 'en', to: 'es', text: 'Hello!', translation: '¡Hola!', engine: 'phrasebook' },
      { speaker: 'b', from: 'es', to: 'en', text: 'Me gusta la casa roja.', translation: 'I like the red house.', engine: 'apertium' },
    ];
    expect((await call(owner.cookie, 'GET', '/api/translator/transcripts')).json()).toEqual({ transcripts: [] });
    const saved = await call(owner.cookie, 'POST', '/api/translator/transcripts', { title: '  Dinner with Abuela ', turns });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json();
    expect(saved.json()).toMatchObject({ title: 'Dinner with Abuela', turnCount: 2 });

    expect((await call(owner.cookie, 'GET', '/api/translator/transcripts')).json().transcripts).toEqual([saved.json()]);
    expect((await call(owner.cookie, 'GET', `/api/translator/transcripts/${id}`)).json()).toEqual({ ...saved.json(), turns });
    expect((await call(other.cookie, 'GET', `/api/translator/transcripts/${id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'DELETE', `/api/translator/transcripts/${id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/translator/transcripts')).json().transcripts).toEqual([]);

    for (const payload of [
      { title: '', turns },
      { title: 'Empty', turns: [] },
      { title: 'Too long', turns: Array.from({ length: 201 }, () => turns[0]) },
      { title: 'Bad turn', turns: [{ ...turns[0], speaker: 'c' }] },
    ])
      expect((await call(owner.cookie, 'POST', '/api/translator/transcripts', payload)).statusCode).toBe(400);
    expect((await call(owner.cookie, 'GET', '/api/translator/transcripts')).json().transcripts).toHaveLength(1);

    const exported = await call(owner.cookie, 'GET', '/api/translator/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toEqual({
      translator: { transcripts: [{ title: 'Dinner with Abuela', savedAt: saved.json().savedAt, turns }] },
    });

    expect((await call(owner.cookie, 'DELETE', `/api/translator/transcripts/${id}`)).statusCode).toBe(204);
    expect((await call(owner.cookie, 'GET', `/api/translator/transcripts/${id}`)).statusCode).toBe(404);

    await call(other.cookie, 'POST', '/api/translator/transcripts', { title: 'Kept until the account goes', turns });
    await t.db.deleteFrom('user').where('id', '=', other.id).execute();
    expect(await t.db.selectFrom('translator_transcripts').select('id').where('user_id', '=', other.id).execute()).toEqual([]);
  });
});
