import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wavOf } from '../../test/audio-samples.js';
import { startFakeTranscriptionServer, type FakeTranscriptionServer } from '../../test/fake-transcription-server.js';
import { createOpenAiTranscription } from './openai-transcription.js';
import { TranscriptionError } from './transcription.port.js';

describe('OpenAI-compatible transcription adapter against a local server', () => {
  let server: FakeTranscriptionServer;
  beforeAll(async () => {
    server = await startFakeTranscriptionServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.reply({ text: ' Buenos días ' });
  });

  const adapter = (timeoutMs = 2000, apiKey?: string) =>
    createOpenAiTranscription({ baseUrl: `${server.url}/`, apiKey, model: 'whisper-1', timeoutMs });
  const audio = wavOf(0.5);

  it('sends the audio as a multipart file with the model and the language, and returns the text', async () => {
    const text = await adapter(2000, 'sk-local').transcribe({ audio, contentType: 'audio/wav', lang: 'es' });
    expect(text).toBe('Buenos días');
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/audio/transcriptions');
    expect(request?.headers.authorization).toBe('Bearer sk-local');
    expect(request?.fields).toMatchObject({ model: 'whisper-1', language: 'es' });
    expect(request?.file).toEqual({ name: 'speech.wav', type: 'audio/wav', bytes: audio.length });
  });

  it('asks for Mandarin in either script and Cantonese as itself', async () => {
    await adapter().transcribe({ audio, contentType: 'audio/webm', lang: 'zh-Hant' });
    await adapter().transcribe({ audio, contentType: 'audio/webm', lang: 'yue' });
    expect(server.requests.map((r) => r.fields.language)).toEqual(['zh', 'yue']);
    expect(server.requests[0]?.file?.name).toBe('speech.webm');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    [500, 'failed'],
    [400, 'failed'],
    [401, 'unavailable'],
    [404, 'unavailable'],
  ] as const)('turns an answer of %i into %s', async (status, reason) => {
    server.reply({ status });
    await expect(adapter().transcribe({ audio, contentType: 'audio/wav', lang: 'en' })).rejects.toMatchObject({
      name: 'TranscriptionError',
      reason,
    });
  });

  it('fails on an answer that is not JSON or has no text', async () => {
    server.reply({ raw: '<html>oops</html>' });
    await expect(adapter().transcribe({ audio, contentType: 'audio/wav', lang: 'en' })).rejects.toMatchObject({ reason: 'failed' });
    server.reply({ raw: '{"words":[]}' });
    await expect(adapter().transcribe({ audio, contentType: 'audio/wav', lang: 'en' })).rejects.toMatchObject({ reason: 'failed' });
  });

  it('gives up after the timeout', async () => {
    server.reply({ hang: true });
    const started = Date.now();
    const error = await adapter(1000)
      .transcribe({ audio, contentType: 'audio/wav', lang: 'en' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranscriptionError);
    expect((error as TranscriptionError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('calls a server that is not there unavailable', async () => {
    const gone = createOpenAiTranscription({ baseUrl: 'http://127.0.0.1:9/v1', model: 'whisper-1', timeoutMs: 2000 });
    await expect(gone.transcribe({ audio, contentType: 'audio/wav', lang: 'en' })).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
