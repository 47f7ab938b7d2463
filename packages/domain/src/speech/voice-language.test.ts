import { describe, expect, it } from 'vitest';
import { voiceLanguageOf } from './voice-language.js';

describe('voiceLanguageOf', () => {
  it.each([
    ['es-ES', 'es'],
    ['en', 'en'],
    ['ja-JP', 'ja'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['yue-HK', 'yue'],
    ['de-DE', null],
    ['', null],
  ])('%s → %s', (locale, expected) => {
    expect(voiceLanguageOf(locale)).toBe(expected);
  });
});
