import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SpeechEngineError, type SpeechRequest, type SpeechSynthesizer } from '../../providers/speech/speech.port.js';
import { openSpeechCache } from './speech-cache.js';
import { createSpeechService } from './speech.service.js';

/** An engine that answers when told to, counting what it was asked. */
function scriptedEngine() {
  const asked: SpeechRequest[] = [];
  let outcome: () => Promise<Buffer> = async () => Buffer.from('RIFF-audio');
  const engine: SpeechSynthesizer = {
    kind: 'espeak',
    voiceFor: (lang) => `voice-${lang}`,
    async synthesize(request) {
      asked.push(request);
      return { audio: await outcome(), contentType: 'audio/wav' };
    },
    close: async () => {},
  };
  return { engine, asked, answer: (next: () => Promise<Buffer>) => (outcome = next) };
}

describe('speech service', () => {
  let dir: string;
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => warnings.push(message) };
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bb-speech-service-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const service = async (engine: SpeechSynthesizer, accountLimit = { max: 100, windowMs: 60_000 }) =>
    createSpeechService({
      synthesizer: engine,
      cache: await openSpeechCache({ dir, maxBytes: 1e6, memoryMaxBytes: 1e6 }),
      log,
      accountLimit,
    });

  it('synthesises once for simultaneous identical requests, then serves the cache', async () => {
    const { engine, asked, answer } = scriptedEngine();
    let release!: () => void;
    answer(() => new Promise((resolve) => (release = () => resolve(Buffer.from('RIFF-once')))));
    const speech = await service(engine);
    const both = Promise.all([
      speech.speak('u1', { lang: 'zh', text: '你好', speed: 'normal' }),
      speech.speak('u2', { lang: 'zh', text: '你好', speed: 'normal' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const [a, b] = await both;
    expect(asked).toHaveLength(1);
    expect(a.audio.toString()).toBe('RIFF-once');
    expect(b.audio.toString()).toBe('RIFF-once');
    expect((await speech.speak('u3', { lang: 'zh', text: '你好', speed: 'normal' })).cached).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('turns an engine failure into TTS_UNAVAILABLE and does not cache it', async () => {
    const { engine, asked, answer } = scriptedEngine();
    answer(() => Promise.reject(new SpeechEngineError('timeout', 'too slow')));
    const speech = await service(engine);
    await expect(speech.speak('u1', { lang: 'en', text: 'Hi', speed: 'slow' })).rejects.toMatchObject({
      code: 'TTS_UNAVAILABLE',
      statusCode: 503,
      messageKey: 'speech.ttsFailed',
    });
    expect(warnings).toContain('text-to-speech failed');
    answer(async () => Buffer.from('RIFF-later'));
    expect(await speech.speak('u1', { lang: 'en', text: 'Hi', speed: 'slow' })).toMatchObject({ cached: false });
    expect(asked).toHaveLength(2);
  });

  it('limits each account, cached phrases included, without limiting the others', async () => {
    const { engine } = scriptedEngine();
    const speech = await service(engine, { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await speech.speak('busy', { lang: 'it', text: 'Ciao', speed: 'normal' });
    await expect(speech.speak('busy', { lang: 'it', text: 'Ciao', speed: 'normal' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
    });
    expect((await speech.speak('calm', { lang: 'it', text: 'Ciao', speed: 'normal' })).cached).toBe(true);
  });
});
