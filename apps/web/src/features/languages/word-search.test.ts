// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LearnedWord } from './api/words-api';
import { searchWords } from './word-search';

const word = (over: Partial<LearnedWord> & Pick<LearnedWord, 'itemId' | 'text' | 'gloss'>): LearnedWord => ({
  unitId: 'u',
  kind: 'word',
  pos: 'noun',
  glosses: [],
  example: { text: 'x', translation: 'x' },
  speech: { text: over.text, speechLocale: 'und' },
  card: 'new',
  due: null,
  metAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const mandarin = [
  word({ itemId: 'zh-1', text: '你好', gloss: 'hello', readings: { 你好: { pinyin: 'nǐ hǎo', traditional: '你好' } } }),
  word({
    itemId: 'zh-2',
    text: '学生',
    gloss: 'student',
    glosses: ['pupil'],
    readings: { 学生: { pinyin: 'xuéshēng', traditional: '學生' } },
  }),
  word({ itemId: 'zh-3', text: '女儿', gloss: 'daughter', readings: { 女儿: { pinyin: 'nǚ’ér', traditional: '女兒' } } }),
];
const cantonese = [
  word({
    itemId: 'yue-1',
    text: '唔該',
    gloss: 'thank you (for a service)',
    readings: { 唔該: { jyutping: 'm4 goi1', simplified: '唔该' } },
  }),
];
const japanese = [
  word({
    itemId: 'ja-1',
    text: 'コーヒー',
    gloss: 'coffee',
    readings: { コーヒー: { kana: 'こーひー', romaji: 'kōhī', furigana: [{ text: 'コーヒー' }] } },
  }),
  word({
    itemId: 'ja-2',
    text: '学校',
    gloss: 'school',
    readings: { 学校: { kana: 'がっこう', romaji: 'gakkō', furigana: [{ text: '学校', ruby: 'がっこう' }] } },
  }),
];
const spanish = [word({ itemId: 'es-1', text: 'canción', gloss: 'song' }), word({ itemId: 'es-2', text: 'año', gloss: 'year' })];

const ids = (words: LearnedWord[]) => words.map((w) => w.itemId);

describe('searchWords', () => {
  it('finds Mandarin by pinyin with tone marks, without them, or with tone numbers, ignoring spaces', () => {
    expect(ids(searchWords(mandarin, 'nǐ hǎo'))).toEqual(['zh-1']);
    expect(ids(searchWords(mandarin, 'nihao'))).toEqual(['zh-1']);
    expect(ids(searchWords(mandarin, 'ni3 hao3'))).toEqual(['zh-1']);
    expect(ids(searchWords(mandarin, 'XUESHENG'))).toEqual(['zh-2']);
    expect(ids(searchWords(mandarin, 'nver'))).toEqual(['zh-3']);
  });

  it('finds Chinese words in either script and by any English meaning', () => {
    expect(ids(searchWords(mandarin, '學生'))).toEqual(['zh-2']);
    expect(ids(searchWords(mandarin, 'pupil'))).toEqual(['zh-2']);
    expect(ids(searchWords(cantonese, '唔该'))).toEqual(['yue-1']);
  });

  it('finds Cantonese by Jyutping with or without tone numbers', () => {
    expect(ids(searchWords(cantonese, 'm4 goi1'))).toEqual(['yue-1']);
    expect(ids(searchWords(cantonese, 'mgoi'))).toEqual(['yue-1']);
  });

  it('finds Japanese by kanji, hiragana, katakana and romaji with or without long vowels marked', () => {
    expect(ids(searchWords(japanese, '学校'))).toEqual(['ja-2']);
    expect(ids(searchWords(japanese, 'がっこう'))).toEqual(['ja-2']);
    expect(ids(searchWords(japanese, 'ガッコウ'))).toEqual(['ja-2']);
    expect(ids(searchWords(japanese, 'gakko'))).toEqual(['ja-2']);
    expect(ids(searchWords(japanese, 'こーひー'))).toEqual(['ja-1']);
    expect(ids(searchWords(japanese, 'kōhī'))).toEqual(['ja-1']);
  });

  it('accepts Spanish without its accents and keeps the list order; an empty search keeps every word', () => {
    expect(ids(searchWords(spanish, 'cancion'))).toEqual(['es-1']);
    expect(ids(searchWords(spanish, 'ano'))).toEqual(['es-2']);
    expect(ids(searchWords(spanish, '  '))).toEqual(['es-1', 'es-2']);
    expect(searchWords(spanish, 'zebra')).toEqual([]);
  });

  it('does not match every word when the search is only tone numbers', () => {
    expect(searchWords(mandarin, '3')).toEqual([]);
  });
});
