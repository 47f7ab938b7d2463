import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../test/fake-speech-server.js';
import { createUser, strongPassword } from '../../test/sign-in-helpers.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { findEspeakEngine } from '../../providers/speech/espeak-speech.js';

/** One short phrase per voice: the seven voices must each produce real speech. */
const phrases = {
  en: 'Good morning',
  es: 'Buenos días',
  fr: 'Bonjour',
  it: 'Buongiorno',
  ja: '日本語',
  zh: '你好',
  yue: '早晨',
} as const;

const isWav = (body: Buffer) => body.subarray(0, 4).toString() === 'RIFF' && body.subarray(8, 12).toString() === 'WAVE';

async function signedIn(t: TestApp, email: string) {
  await createUser(t.app, t.db, { email });
  return signInCookie(t.app, email, strongPassword);
}

describe.each(dbKinds)('text-to-speech through the API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'bb-tts-'));
    t = await createTestApp(kind, { TTS_CACHE_DIR: cacheDir });
    cookie = await signedIn(t, 'listener@example.org');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const tts = (query: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/api/speech/tts?${query}`, remoteAddress: freshIp(), headers: { origin: testOrigin, ...headers } });

  it('is for signed-in users only', async () => {
    const res = await tts('lang=en&text=Hello', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['lang=de&text=Hallo', 'lang', 'Choose a language to read aloud: English, Spanish, French, Italian, Japanese, Mandarin or Cantonese.'],
    ['text=Hello', 'lang', 'Choose a language to read aloud: English, Spanish, French, Italian, Japanese, Mandarin or Cantonese.'],
    ['lang=en&text=', 'text', 'Give the text to read aloud.'],
    ['lang=en', 'text', 'Give the text to read aloud.'],
    [`lang=en&text=${'a'.repeat(301)}`, 'text', 'The text to read aloud can be up to 300 characters.'],
    // NUL is refused for every route by the storable-text check (decision 0050), other control characters here.
    ['lang=en&text=a%00b', 'text', 'This contains a character that cannot be saved. Please remove it and try again.'],
    ['lang=en&text=a%1Bb', 'text', "The text to read aloud contains a character that can't be read. Remove it and try again."],
    ['lang=en&text=Hi&speed=fast', 'speed', 'Choose normal or slow for the reading speed.'],
  ])('refuses %s, naming the field', async (query, field, message) => {
    const res = await tts(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(res.json().error.message).toBe(message);
  });

  it('is described in the OpenAPI document, with its three query parameters', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const parameters = doc.paths['/api/speech/tts'].get.parameters as { name: string; required: boolean }[];
    expect(parameters.map(({ name, required }) => [name, required])).toEqual([
      ['lang', true],
      ['text', true],
      ['speed', false],
    ]);
  });

  it('says what was wrong in the caller’s language', async () => {
    const res = await tts('lang=xx&text=Hi', { cookie, 'accept-language': 'yue' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('請揀一種語言嚟讀出嚟：英文、西班牙文、法文、意大利文、日文、普通話定係廣東話。');
  });

  it.runIf(findEspeakEngine())(
    'reads a phrase in each of the seven voices as WAV, then serves it again from the cache',
    async () => {
      for (const [lang, text] of Object.entries(phrases)) {
        const query = `lang=${lang}&text=${encodeURIComponent(text)}`;
        const first = await tts(query);
        expect(first.statusCode, lang).toBe(200);
        expect(first.headers['content-type']).toBe('audio/wav');
        expect(first.headers['cache-control']).toBe('private, max-age=86400');
        expect(first.headers['x-tts-cache']).toBe('miss');
        expect(isWav(first.rawPayload), lang).toBe(true);
        // Well over a WAV header: at least a quarter of a second of 16-bit audio at 22 050 Hz.
        expect(first.rawPayload.length, lang).toBeGreaterThan(11_000);
        const again = await tts(query);
        expect(again.headers['x-tts-cache']).toBe('hit');
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      expect((await readdir(cacheDir)).filter((name) => name.endsWith('.wav'))).toHaveLength(7);
    },
    180_000,
  );

  it.runIf(findEspeakEngine())(
    'reads more slowly on request, cached apart from the normal speed',
    async () => {
      const normal = await tts('lang=es&text=Buenos%20d%C3%ADas');
      const slow = await tts('lang=es&text=Buenos%20d%C3%ADas&speed=slow');
      expect(slow.statusCode).toBe(200);
      expect(slow.headers['x-tts-cache']).toBe('miss');
      expect(slow.rawPayload.length).toBeGreaterThan(normal.rawPayload.length * 1.15);
    },
    60_000,
  );
});

describe.each(dbKinds)('text-to-speech with a failing OpenAI-compatible server on %s', (kind) => {
  let t: TestApp;
  let fake: FakeSpeechServer;
  let cookie: string;
  let cacheDir: string;
  beforeAll(async () => {
    fake = await startFakeSpeechServer();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'bb-tts-'));
    t = await createTestApp(kind, { TTS_ENGINE: 'openai', TTS_BASE_URL: fake.url, TTS_TIMEOUT_MS: '1000', TTS_CACHE_DIR: cacheDir });
    cookie = await signedIn(t, 'speaker@example.org');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const tts = (query: string, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/speech/tts?${query}`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie, 'accept-language': lang },
    });

  it('answers 503 TTS_UNAVAILABLE with the spec’s message when the engine fails or times out, caches nothing, and keeps serving', async () => {
    fake.reply({ status: 500 });
    const failed = await tts('lang=fr&text=Bonjour', 'fr');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toEqual({ code: 'TTS_UNAVAILABLE', message: 'Erreur de synthèse vocale.' });
    fake.reply({ hang: true });
    const slow = await tts('lang=fr&text=Bonjour');
    expect(slow.statusCode).toBe(503);
    expect(slow.json().error).toEqual({ code: 'TTS_UNAVAILABLE', message: 'Text-to-speech error.' });
    fake.reply({ contentType: 'audio/mpeg', body: Buffer.from('ID3 audio') });
    const ok = await tts('lang=fr&text=Bonjour');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('audio/mpeg');
    expect(ok.headers['x-tts-cache']).toBe('miss');
    expect(ok.rawPayload.toString()).toBe('ID3 audio');
    expect((await tts('lang=fr&text=Bonjour')).headers['x-tts-cache']).toBe('hit');
  });
});
