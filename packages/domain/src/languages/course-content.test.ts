import { describe, expect, it } from 'vitest';
import { courseItemSchema, grammarLessonSchema, placementQuestionSchema } from './course-content.js';
import { courseReadingsSchemas, readingOverridesSchema } from './course-readings.js';

const item = {
  id: 'es-hola',
  text: 'hola',
  kind: 'word',
  pos: 'interjection',
  gloss: 'hello',
  glosses: ['hi'],
  variants: ['¡hola!'],
  example: { text: '¡Hola, Marta! ¿Qué tal?', translation: 'Hi, Marta! How are you?' },
};

describe('course content schemas', () => {
  it('accepts the item of the content format', () => {
    expect(courseItemSchema.parse(item)).toEqual(item);
  });

  it.each([
    ['an id that is not a lowercase slug', { id: 'es-Hola' }],
    ['an unknown part of speech', { pos: 'article' }],
    ['an unknown gender', { gender: 'n' }],
    ['a blank gloss', { gloss: '' }],
    ['an example without translation', { example: { text: 'Hola.' } }],
  ])('refuses %s', (_, change) => {
    expect(courseItemSchema.safeParse({ ...item, ...change }).success).toBe(false);
  });

  it('needs four choices and an answer among them', () => {
    const q = { id: 'es-pi-01', prompt: 'Choose.', choices: ['a', 'b', 'c', 'd'], answer: 3 };
    expect(placementQuestionSchema.safeParse(q).success).toBe(true);
    expect(placementQuestionSchema.safeParse({ ...q, answer: 4 }).success).toBe(false);
    expect(placementQuestionSchema.safeParse({ ...q, answer: 1.5 }).success).toBe(false);
    expect(placementQuestionSchema.safeParse({ ...q, choices: ['a', 'b', 'c', 'd', 'e'] }).success).toBe(false);
  });

  it('lets a table leave its corner header empty (above the row labels) but not every header', () => {
    const grammar = (headers: string[]) => ({
      title: 'Articles',
      paragraphs: ['…'],
      table: { caption: 'Articles', headers, rows: [['the', 'el libro', 'la mochila']] },
      examples: [{ text: 'el libro', translation: 'the book' }],
    });
    expect(grammarLessonSchema.safeParse(grammar(['', 'Masculine', 'Feminine'])).success).toBe(true);
    expect(grammarLessonSchema.safeParse(grammar(['', ''])).success).toBe(false);
    expect(grammarLessonSchema.safeParse(grammar([' Masculine'])).success).toBe(false);
  });

  it('has one readings shape per CJK course and an override needs its reason', () => {
    expect(
      courseReadingsSchemas.ja.safeParse({ 今日: { kana: 'きょう', romaji: 'kyou', furigana: [{ text: '今日', ruby: 'きょう' }] } })
        .success,
    ).toBe(true);
    expect(courseReadingsSchemas.zh.safeParse({ 你好: { jyutping: 'nei5 hou2', simplified: '你好' } }).success).toBe(false);
    expect(readingOverridesSchema.safeParse([{ word: '一人', reading: 'ひとり' }]).success).toBe(false);
  });
});
