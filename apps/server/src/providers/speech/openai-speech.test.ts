import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSpeechServer, type FakeSpeechServer } from '../../test/fake-speech-server.js';
import { createOpenAiSpeech } from './openai-speech.js';
import { SpeechEngineError } from './speech.port.js';

describe('openai speech adapter against a local /v1/audio/speech server', () => {
  let fake: FakeSpeechServer;
  beforeAll(async () => {
    fake = await startFakeSpeechServer();
  });
  afterAll(() => fake.close());
  const speech = () =>
    createOpenAiSpeech({ baseUrl: `${fake.url}/`, apiKey: 'test-key', model: 'tts-mini', voice: 'nova', timeoutMs: 1000 });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SpeechEngineError);
    return error as SpeechEngineError;
  };

  it('sends only the text with the configured model and voice, and returns the audio with its type', async () => {
    fake.reply({ contentType: 'audio/mpeg; charset=binary', body: Buffer.from('ID3-audio') });
    const result = await speech().synthesize({ lang: 'fr', text: 'Bonjour', speed: 'normal' });
    expect(result).toEqual({ audio: Buffer.from('ID3-audio'), contentType: 'audio/mpeg' });
    const sent = fake.requests.at(-1)!;
    expect(sent.url).toBe('/v1/audio/speech');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toEqual({ model: 'tts-mini', voice: 'nova', input: 'Bonjour', response_format: 'mp3' });
  });

  it('asks for 0.75 speed when slow', async () => {
    fake.reply({});
    await speech().synthesize({ lang: 'ja', text: 'ゆっくり', speed: 'slow' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ input: 'ゆっくり', speed: 0.75 });
  });

  it('caches under model and voice, so a new voice is never served old audio', () => {
    expect(speech().voiceFor('yue')).toBe('tts-mini/nova');
  });

  it('fails clearly on 5xx, on a wrong key and on a server that sends no audio', async () => {
    fake.reply({ status: 500 });
    expect(await failure(speech().synthesize({ lang: 'en', text: 'Hi', speed: 'normal' }))).toMatchObject({
      reason: 'failed',
      message: 'speech server answered 500',
    });
    fake.reply({ status: 401 });
    expect((await failure(speech().synthesize({ lang: 'en', text: 'Hi', speed: 'normal' }))).reason).toBe('unavailable');
    fake.reply({ contentType: 'application/json', body: Buffer.from('{"ok":true}') });
    expect(await failure(speech().synthesize({ lang: 'en', text: 'Hi', speed: 'normal' }))).toMatchObject({
      reason: 'failed',
      message: 'speech server sent application/json, not audio',
    });
    fake.reply({ contentType: 'audio/mpeg', body: Buffer.alloc(0) });
    expect((await failure(speech().synthesize({ lang: 'en', text: 'Hi', speed: 'normal' }))).reason).toBe('failed');
  });

  it('gives up after the timeout', async () => {
    fake.reply({ hang: true });
    const started = Date.now();
    expect((await failure(speech().synthesize({ lang: 'en', text: 'Hi', speed: 'normal' }))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('says unavailable when nothing listens at the address', async () => {
    const gone = createOpenAiSpeech({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', voice: 'v', timeoutMs: 1000 });
    expect((await failure(gone.synthesize({ lang: 'en', text: 'Hi', speed: 'normal' }))).reason).toBe('unavailable');
  });
});
