import { describe, expect, it } from 'vitest';
import { createJapaneseReader, katakanaReading } from './japanese-katakana.js';

describe('Japanese text for espeak-ng', () => {
  it('uses each word’s pronunciation and keeps words without one as written', () => {
    expect(
      katakanaReading([
        { surface_form: '今日', pronunciation: 'キョー' },
        { surface_form: 'は', pronunciation: 'ワ' },
        { surface_form: 'ABC' },
        { surface_form: '？', pronunciation: '*' },
      ]),
    ).toBe('キョーワABC？');
  });

  it('reads kanji as they are said, with kuromoji’s dictionary (loaded on first use)', async () => {
    const read = createJapaneseReader();
    expect(await read('東京へ行きます。')).toBe('トーキョーエイキマス。');
    expect(await read('日本語を勉強します')).toBe('ニホンゴヲベンキョーシマス');
  }, 60_000);
});
