import { describe, expect, it } from 'vitest';
import { createReadings, hiraganaReading, tidyRomanisation, toHiragana } from './translation-readings.js';

describe('translation readings', () => {
  const readingOf = createReadings();

  it('puts Latin punctuation tight against the syllable before it', () => {
    expect(tidyRomanisation('nǐ hǎo ma ？ wǒ bù míng bái 。')).toBe('nǐ hǎo ma? wǒ bù míng bái.');
    expect(tidyRomanisation('「 hǎo 」')).toBe('“hǎo”');
  });

  it('reads Mandarin in either script as pinyin with tone sandhi, Cantonese as Jyutping', async () => {
    expect(await readingOf('我不明白。', 'zh-Hans')).toBe('wǒ bù míng bái.');
    expect(await readingOf('我聽不懂。', 'zh-Hant')).toBe('wǒ tīng bù dǒng.');
    expect(await readingOf('不要', 'zh-Hans')).toBe('bú yào');
    expect(await readingOf('我唔明。', 'yue')).toBe('ngo5 m4 ming4.');
  });

  it('reads Japanese in hiragana from the dictionary reading, particles as written', async () => {
    expect(toHiragana('トーキョー')).toBe('とーきょー');
    expect(
      hiraganaReading([{ surface_form: '私', reading: 'ワタシ' }, { surface_form: 'は', reading: 'ハ' }, { surface_form: 'Bob' }]),
    ).toBe('わたしはBob');
    expect(await readingOf('東京に行きます。', 'ja')).toBe('とうきょうにいきます。');
  }, 30_000);

  it('gives no reading for other languages or text without Chinese characters or kana', async () => {
    expect(await readingOf('Hola', 'es')).toBeNull();
    expect(await readingOf('OK', 'zh-Hans')).toBeNull();
    expect(await readingOf('我', 'en')).toBeNull();
  });
});
