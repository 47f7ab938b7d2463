import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../test/fake-translation-server.js';
import { createLibreTranslate } from './libretranslate-translation.js';
import { TranslationEngineError } from './translation.port.js';

const languages = [
  { code: 'en', name: 'English', targets: ['es', 'fr', 'zh', 'zt', 'de'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'zh', name: 'Chinese', targets: ['en'] },
  { code: 'de', name: 'German', targets: ['en'] },
];

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationEngineError);
  return (error as TranslationEngineError).reason;
};

describe('LibreTranslate adapter against a local server', () => {
  let fake: FakeTranslationServer;
  beforeAll(async () => {
    fake = await startFakeTranslationServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.reply('/languages', { json: languages });
    fake.reply('/translate', { json: { translatedText: 'Hola' } });
  });
  const engine = (timeoutMs = 1000) => createLibreTranslate({ baseUrl: `${fake.url}/`, apiKey: 'libre-key', timeoutMs });

  it('reads its pairs from /languages, our codes only, old Chinese codes as the scripts', async () => {
    expect(await engine().pairs()).toEqual([
      { from: 'en', to: 'es' },
      { from: 'en', to: 'fr' },
      { from: 'en', to: 'zh-Hans' },
      { from: 'en', to: 'zh-Hant' },
      { from: 'es', to: 'en' },
      { from: 'zh-Hans', to: 'en' },
    ]);
  });

  it('posts only the text, the server codes and the key, and returns the translation', async () => {
    expect(await engine().translate('Hello', { from: 'en', to: 'es' })).toBe('Hola');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/translate',
      body: { q: 'Hello', source: 'en', target: 'es', format: 'text', api_key: 'libre-key' },
    });
    await engine().translate('你好', { from: 'zh-Hans', to: 'en' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ source: 'zh', target: 'en' });
  });

  it('refuses a pair the server does not list without sending the text', async () => {
    expect(await reasonOf(engine().translate('Hola', { from: 'es', to: 'fr' }))).toBe('pair-unsupported');
    expect(await reasonOf(engine().translate('你好', { from: 'yue', to: 'en' }))).toBe('pair-unsupported');
    expect(fake.requests.some((r) => r.url === '/translate')).toBe(false);
  });

  it('fails on 5xx and an empty answer, is unavailable on a refused key, and asks for the languages again after a failure', async () => {
    fake.reply('/translate', { status: 500, json: { error: 'boom' } });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('failed');
    fake.reply('/translate', { json: { translatedText: '  ' } });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('failed');
    fake.reply('/translate', { status: 403, json: { error: 'Invalid API key' } });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('unavailable');

    const once = engine();
    fake.reply('/languages', { status: 502, json: {} });
    expect(await reasonOf(once.pairs())).toBe('failed');
    fake.reply('/languages', { json: languages });
    expect(await once.pairs()).toContainEqual({ from: 'en', to: 'es' });
  });

  it('times out on a server that does not answer, and is unavailable when nothing listens', async () => {
    fake.reply('/translate', { hang: true });
    const started = Date.now();
    expect(await reasonOf(engine(300).translate('Hello', { from: 'en', to: 'es' }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    const nowhere = createLibreTranslate({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    expect(await reasonOf(nowhere.translate('Hello', { from: 'en', to: 'es' }))).toBe('unavailable');
  });
});
