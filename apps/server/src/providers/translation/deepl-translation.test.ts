import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../test/fake-translation-server.js';
import { createDeepL } from './deepl-translation.js';
import { TranslationEngineError } from './translation.port.js';

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationEngineError);
  return (error as TranslationEngineError).reason;
};

describe('DeepL adapter against a local server', () => {
  let fake: FakeTranslationServer;
  beforeAll(async () => {
    fake = await startFakeTranslationServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.reply('/v2/translate', { json: { translations: [{ detected_source_language: 'EN', text: 'Bonjour' }] } });
  });
  const engine = (timeoutMs = 1000) => createDeepL({ baseUrl: fake.url, apiKey: 'deepl-key:fx', timeoutMs });

  it('sends the text with the key in the header and DeepL codes, and returns the translation', async () => {
    expect(await engine().translate('Hello', { from: 'en', to: 'fr' })).toBe('Bonjour');
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('DeepL-Auth-Key deepl-key:fx');
    expect(sent.body).toEqual({ text: ['Hello'], source_lang: 'EN', target_lang: 'FR' });
    await engine().translate('你好', { from: 'zh-Hans', to: 'zh-Hant' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ source_lang: 'ZH', target_lang: 'ZH-HANT' });
    await engine().translate('Hola', { from: 'es', to: 'en' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ target_lang: 'EN-US' });
  });

  it('has no Cantonese: those pairs are unsupported and nothing is sent', async () => {
    expect(await engine().pairs()).not.toContainEqual(expect.objectContaining({ to: 'yue' }));
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'yue' }))).toBe('pair-unsupported');
    expect(fake.requests).toHaveLength(0);
  });

  it('fails on 5xx and a missing translation, is unavailable on a wrong key or a used-up quota', async () => {
    fake.reply('/v2/translate', { status: 503, json: {} });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('failed');
    fake.reply('/v2/translate', { json: { translations: [] } });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('failed');
    fake.reply('/v2/translate', { status: 403, json: { message: 'Wrong key' } });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('unavailable');
    fake.reply('/v2/translate', { status: 456, json: { message: 'Quota exceeded' } });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('unavailable');
  });

  it('times out on a server that does not answer', async () => {
    fake.reply('/v2/translate', { hang: true });
    expect(await reasonOf(engine(300).translate('Hello', { from: 'en', to: 'es' }))).toBe('timeout');
  });
});
