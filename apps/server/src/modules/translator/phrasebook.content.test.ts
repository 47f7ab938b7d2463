import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter } from 'opencc-js';
import { pinyin } from 'pinyin-pro';
import ToJyutping from 'to-jyutping';
import { describe, expect, it } from 'vitest';
import { mandarinFormsIn } from '@brainboost/domain/languages/cantonese-colloquial';
import { phrasebookLanguages } from '@brainboost/domain/translator/phrasebook';
import { loadPhrasebook, PhrasebookContentError } from './phrasebook.loader.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');
const categories = loadPhrasebook(contentDir);
const phrases = categories.flatMap((c) => c.phrases);

/** Cantonese words with a character the colloquial check refuses, right as they are. */
const cantoneseWords = ['不如', '不過'];
const han = /\p{Script=Han}/u;
/** Cantonese characters OpenCC takes for Simplified ones: 吓 (ha5, "a little": 睇吓) and 晒 (saai3, "all": 多謝晒). */
const cantoneseCharacters = new Set(['吓', '晒']);
const toTraditional = Converter({ from: 'cn', to: 'tw' });
const toSimplified = Converter({ from: 'tw', to: 'cn' });

describe('the voice translator phrasebook', () => {
  it('has at least 300 phrases in every one of its eight languages', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(300);
    for (const phrase of phrases)
      for (const language of phrasebookLanguages) expect(phrase[language], `${phrase.id} ${language}`).not.toBe('');
  });

  it('writes Cantonese colloquially, not as Mandarin in Traditional characters', () => {
    const found = phrases.flatMap((p) => mandarinFormsIn(p.yue, cantoneseWords).map(({ form }) => `${p.id}: ${form} in "${p.yue}"`));
    expect(found).toEqual([]);
    const colloquial = phrases.filter((p) => /[係唔嘅咗佢哋喺冇啲咩嗰嚟睇]/u.test(p.yue)).length;
    expect(colloquial / phrases.length).toBeGreaterThan(0.4);
  });

  it('keeps Simplified and Traditional apart: no Traditional form in zh-Hans, no Simplified one in zh-Hant or yue', () => {
    // OpenCC changes nothing in a text already in its target script (a word whose forms merely differ
    // by region is allowed: the Taiwan text chooses its own words).
    const simplifiedWithTraditional = phrases.filter((p) => toSimplified(p['zh-Hans']) !== p['zh-Hans']).map((p) => p.id);
    expect(simplifiedWithTraditional).toEqual([]);
    const traditionalWithSimplified = phrases.flatMap((p) =>
      (['zh-Hant', 'yue'] as const)
        .filter((l) =>
          [...p[l]].some(
            (ch) => han.test(ch) && toTraditional(ch) !== ch && toSimplified(ch) === ch && !(l === 'yue' && cantoneseCharacters.has(ch)),
          ),
        )
        .map((l) => `${p.id} ${l}`),
    );
    expect(traditionalWithSimplified).toEqual([]);
  });

  it('has a generated reading for every Chinese character (pinyin for Mandarin, Jyutping for Cantonese)', () => {
    const noPinyin = phrases.flatMap((p) =>
      [...p['zh-Hans']].filter((ch) => han.test(ch) && pinyin(ch) === ch).map((ch) => `${p.id}: ${ch}`),
    );
    expect(noPinyin).toEqual([]);
    const noJyutping = phrases.flatMap((p) =>
      ToJyutping.getJyutpingList(p.yue)
        .filter(([ch, reading]) => han.test(ch) && !reading)
        .map(([ch]) => `${p.id}: ${ch}`),
    );
    expect(noJyutping).toEqual([]);
  });

  it('follows each language’s punctuation: ¿ ¡ in Spanish, full-width marks in Japanese and Chinese', () => {
    const problems = phrases.flatMap((p) => [
      ...(p.es.endsWith('?') && !p.es.includes('¿') ? [`${p.id} es: ?`] : []),
      ...(['ja', 'zh-Hans', 'zh-Hant', 'yue'] as const).filter((l) => /[?!,.]$/.test(p[l])).map((l) => `${p.id} ${l}: half-width end`),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('loadPhrasebook', () => {
  const write = (files: Record<string, unknown>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'phrasebook-'));
    mkdirSync(path.join(dir, 'phrasebook'));
    for (const [name, body] of Object.entries(files))
      writeFileSync(path.join(dir, 'phrasebook', name), typeof body === 'string' ? body : JSON.stringify(body));
    return dir;
  };
  const phrase = (id: string, en = 'Hello!') => ({
    id,
    en,
    es: '¡Hola!',
    fr: 'Bonjour !',
    it: 'Ciao!',
    ja: 'こんにちは！',
    'zh-Hans': '你好！',
    'zh-Hant': '你好！',
    yue: '你好！',
  });

  it('reads categories in file order', () => {
    const dir = write({
      'b-two.json': { category: 'b-two', phrases: [phrase('b-two-hi', 'Hi!')] },
      'a.json': { category: 'a', phrases: [phrase('a-hello')] },
    });
    expect(loadPhrasebook(dir).map((c) => c.category)).toEqual(['a', 'b-two']);
  });

  it('refuses, naming every problem: bad JSON, a missing language, a reused id or text, a category unlike its file', () => {
    const { yue: _dropped, ...withoutYue } = phrase('a-bye', 'Bye!');
    const dir = write({
      'a.json': { category: 'a', phrases: [phrase('a-hello'), phrase('a-hello', 'Hello again!'), withoutYue] },
      'b.json': { category: 'c', phrases: [phrase('b-hello')] },
      'broken.json': '{',
    });
    expect(() => loadPhrasebook(dir)).toThrow(PhrasebookContentError);
    const message = (() => {
      try {
        loadPhrasebook(dir);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('a.json: phrases.2.yue');
    expect(message).toContain('broken.json: not JSON');
    const dir2 = write({
      'a.json': { category: 'a', phrases: [phrase('a-hello'), phrase('a-hello', 'Hello again!'), phrase('a-hi')] },
      'b.json': { category: 'c', phrases: [phrase('b-hello', 'Good day')] },
    });
    const message2 = (() => {
      try {
        loadPhrasebook(dir2);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message2).toContain('a-hello is used twice');
    expect(message2).toContain('a-hi says the same as a-hello');
    expect(message2).toContain('category "c" does not match the file name');
  });
});
