import { describe, expect, it } from 'vitest';
import { speechLanguageOf, speechParts } from './speech-parts.js';

describe('speech language of a locale', () => {
  it.each([
    ['en', 'en'],
    ['zh-Hans', 'zh'],
    ['zh-Hant', 'zh'],
    ['yue', 'yue'],
    ['ja', 'ja'],
    ['fr-CA', 'fr'],
    ['de', null],
  ])('%s → %s', (locale, lang) => {
    expect(speechLanguageOf(locale)).toBe(lang);
  });
});

describe('speech parts', () => {
  it('keeps short text whole', () => {
    expect(speechParts('  Plants make food from light.  ')).toEqual(['Plants make food from light.']);
  });
  it('packs whole sentences into parts of the allowed length', () => {
    expect(speechParts('One two. Three four! Five six? Seven.', 20)).toEqual(['One two. Three four!', 'Five six? Seven.']);
    expect(speechParts('你好。我是学生！你呢？', 6)).toEqual(['你好。', '我是学生！', '你呢？']);
  });
  it('splits an overlong sentence at commas and spaces, and cuts only what has neither', () => {
    expect(speechParts('First clause here, second clause there, third one.', 20)).toEqual([
      'First clause here,',
      'second clause there,',
      'third one.',
    ]);
    expect(speechParts('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
  });
  it('never gives a part over the limit or loses words', () => {
    const text = Array.from({ length: 120 }, (_, i) => `Sentence number ${i} has a few words, and a clause.`).join(' ');
    const parts = speechParts(text);
    expect(parts.every((part) => part.length > 0 && part.length <= 300)).toBe(true);
    expect(parts.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
  });
});
