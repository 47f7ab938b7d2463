import { describe, expect, it } from 'vitest';
import type { PhrasebookCategory } from '@brainboost/domain/translator/phrasebook';
import { createPhrasebookIndex, normalisePhrase } from './phrasebook-match.js';

const phrase = (id: string, texts: Record<string, string>) => ({
  id,
  en: texts.en!,
  es: texts.es!,
  fr: texts.fr ?? 'fr',
  it: texts.it ?? 'it',
  ja: texts.ja ?? 'ja',
  'zh-Hans': texts['zh-Hans'] ?? 'zh',
  'zh-Hant': texts['zh-Hant'] ?? 'zh',
  yue: texts.yue ?? 'yue',
});
const book: PhrasebookCategory[] = [
  {
    category: 'classroom',
    phrases: [
      phrase('classroom-i-dont-understand', { en: "I don't understand.", es: 'No entiendo.', 'zh-Hans': '我不明白。', yue: '我唔明。' }),
      phrase('classroom-could-you-repeat', {
        en: 'Could you repeat that, please?',
        es: '¿Puede repetirlo, por favor?',
        ja: 'もう一度言ってください。',
      }),
      phrase('classroom-yes-go-ahead', { en: 'Yes, go ahead.', es: 'Sí, ve.', 'zh-Hans': '可以。' }),
      phrase('classroom-you-may', { en: 'You may.', es: 'Puedes.', 'zh-Hans': '可以。' }),
    ],
  },
];

describe('phrasebook matching', () => {
  const index = createPhrasebookIndex(book);

  it('ignores case, spaces, curly apostrophes and the final punctuation', () => {
    expect(normalisePhrase('  I  don’t UNDERSTAND!! ')).toBe("i don't understand");
    expect(index.find('i dont understand', 'en', 'es')).toBeNull();
    expect(index.find('I DON’T understand', 'en', 'es')).toMatchObject({
      translation: 'No entiendo.',
      phrase: { id: 'classroom-i-dont-understand' },
    });
    expect(index.find('could you repeat that, please', 'en', 'ja')?.translation).toBe('もう一度言ってください。');
  });

  it('matches in any of the book’s languages, Spanish opening marks and spaces inside CJK text included', () => {
    expect(index.find('puede repetirlo, por favor', 'es', 'en')?.translation).toBe('Could you repeat that, please?');
    expect(index.find('我 不 明白', 'zh-Hans', 'yue')?.translation).toBe('我唔明。');
  });

  it('answers only an exact phrase, never a part or a longer text', () => {
    expect(index.find("I don't", 'en', 'es')).toBeNull();
    expect(index.find("I don't understand the question.", 'en', 'es')).toBeNull();
    expect(index.find('No entiendo', 'en', 'es')).toBeNull();
  });

  it('keeps the first phrase when two say the same in one language', () => {
    expect(index.find('可以', 'zh-Hans', 'en')?.phrase.id).toBe('classroom-yes-go-ahead');
  });
});
