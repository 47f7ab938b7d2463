import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { createOpenAiChat } from '../llm/openai-chat.js';
import { cleanModelTranslation, createOpenAiTranslation } from './openai-translation.js';
import { TranslationEngineError } from './translation.port.js';

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationEngineError);
  return (error as TranslationEngineError).reason;
};

describe('OpenAI-compatible chat translation against a local server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const engine = (timeoutMs = 1000) =>
    createOpenAiTranslation(createOpenAiChat({ baseUrl: fake.url, apiKey: 'chat-key', model: 'tiny', timeoutMs }));

  it('asks with a strict prompt and the text alone as the user message, and returns the streamed translation', async () => {
    fake.reply({ chunks: ['我唔', '明。'] });
    expect(await engine().translate("I don't understand.", { from: 'en', to: 'yue' })).toBe('我唔明。');
    const { body, headers } = fake.requests.at(-1)!;
    expect(headers.authorization).toBe('Bearer chat-key');
    expect(body.model).toBe('tiny');
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('from English to written colloquial Cantonese');
    expect(body.messages[0]!.content).toContain('Reply with the translation alone');
    expect(body.messages[1]).toEqual({ role: 'user', content: "I don't understand." });
    expect(await engine().pairs()).toBe('all');
  });

  it('drops quotes and a label a model adds anyway', () => {
    expect(cleanModelTranslation('"Hola, ¿qué tal?"')).toBe('Hola, ¿qué tal?');
    expect(cleanModelTranslation('Translation: Bonjour')).toBe('Bonjour');
    expect(cleanModelTranslation('「こんにちは」')).toBe('こんにちは');
    expect(cleanModelTranslation('He said "hi" to me')).toBe('He said "hi" to me');
  });

  it('fails on 5xx and an empty answer, is unavailable on a refused key, and times out', async () => {
    fake.reply({ status: 500 });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('failed');
    fake.reply({ chunks: [' '] });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('failed');
    fake.reply({ status: 401 });
    expect(await reasonOf(engine().translate('Hello', { from: 'en', to: 'es' }))).toBe('unavailable');
    fake.reply({ chunks: ['Hola'], thenHang: true });
    expect(await reasonOf(engine(300).translate('Hello', { from: 'en', to: 'es' }))).toBe('timeout');
  });
});
