import { describe, expect, it } from 'vitest';
import { textToSpeechQuerySchema } from './speech.js';

const firstMessage = (query: object) => textToSpeechQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('text-to-speech query', () => {
  it('defaults the speed to normal and keeps the text as written', () => {
    expect(textToSpeechQuerySchema.parse({ lang: 'yue', text: ' 你好 ' })).toEqual({ lang: 'yue', text: ' 你好 ', speed: 'normal' });
    expect(textToSpeechQuerySchema.parse({ lang: 'ja', text: 'こんにちは', speed: 'slow' }).speed).toBe('slow');
  });
  it.each([['de'], ['zh-Hans'], [''], [undefined]])('refuses the language %j', (lang) => {
    expect(firstMessage({ lang, text: 'hello' })).toBe('speech.langInvalid');
  });
  it.each([[''], ['  \n '], [undefined]])('refuses empty text %j', (text) => {
    expect(firstMessage({ lang: 'en', text })).toBe('speech.textRequired');
  });
  it('accepts 300 characters and refuses 301', () => {
    expect(textToSpeechQuerySchema.safeParse({ lang: 'en', text: 'a'.repeat(300) }).success).toBe(true);
    expect(firstMessage({ lang: 'en', text: 'a'.repeat(301) })).toBe('speech.textTooLong');
  });
  it('refuses NUL and other control characters but keeps line breaks and tabs', () => {
    expect(firstMessage({ lang: 'en', text: 'a\u0000b' })).toBe('speech.textInvalid');
    expect(firstMessage({ lang: 'en', text: 'a\u001bb' })).toBe('speech.textInvalid');
    expect(textToSpeechQuerySchema.safeParse({ lang: 'en', text: 'one\ntwo\tthree' }).success).toBe(true);
  });
  it('refuses an unknown speed', () => {
    expect(firstMessage({ lang: 'en', text: 'hi', speed: 'fast' })).toBe('speech.speedInvalid');
  });
});
