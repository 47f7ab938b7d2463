import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, matchLocale } from './locales.js';

describe('locale matching', () => {
  it.each([
    ['en-GB', 'en'],
    ['es-MX', 'es'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['yue', 'yue'],
    ['yue-Hant-HK', 'yue'],
    ['fr-CA', 'fr'],
    ['it', 'it'],
    ['de-DE', null],
    ['', null],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });

  it('honours q-values in Accept-Language', () => {
    expect(localeFromAcceptLanguage('de;q=1, fr;q=0.5, it;q=0.8')).toBe('it');
    expect(localeFromAcceptLanguage('de, ja')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});
