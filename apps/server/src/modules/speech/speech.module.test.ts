import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config.js';
import { createSynthesizer } from './speech.module.js';

describe('choosing the text-to-speech engine from the configuration', () => {
  it('is espeak-ng offline unless told otherwise', async () => {
    const synthesizer = createSynthesizer(testConfig(), () => {});
    expect(synthesizer.kind).toBe('espeak');
    expect(synthesizer.voiceFor('zh')).toBe('cmn');
    expect(synthesizer.voiceFor('yue')).toBe('yue');
    await synthesizer.close();
  });

  it('is the OpenAI-compatible server when TTS_ENGINE=openai names one', () => {
    const config = testConfig({ TTS_ENGINE: 'openai', TTS_BASE_URL: 'http://127.0.0.1:8880/v1', TTS_VOICE: 'nova' });
    const synthesizer = createSynthesizer(config, () => {});
    expect(synthesizer.kind).toBe('openai');
    expect(synthesizer.voiceFor('en')).toBe('tts-1/nova');
  });

  it('refuses to start with TTS_ENGINE=openai and no server, or an unknown engine', () => {
    expect(() => loadConfig({ TTS_ENGINE: 'openai' })).toThrow(/TTS_BASE_URL: is required when TTS_ENGINE=openai/);
    expect(() => loadConfig({ TTS_ENGINE: 'festival' })).toThrow(/TTS_ENGINE: must be espeak or openai/);
  });

  it('says unavailable, starting nothing, when espeak-ng is not installed', async () => {
    const synthesizer = createSynthesizer(testConfig(), () => {}, null);
    await expect(synthesizer.synthesize({ lang: 'en', text: 'Hello', speed: 'normal' })).rejects.toMatchObject({
      name: 'SpeechEngineError',
      reason: 'unavailable',
    });
  });
});
