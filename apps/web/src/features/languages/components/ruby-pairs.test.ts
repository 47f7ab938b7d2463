import { describe, expect, it } from 'vitest';
import { rubyPairs } from './ruby-pairs';

describe('rubyPairs', () => {
  it('puts one pinyin syllable over each character and none over punctuation', () => {
    expect(rubyPairs('你好！', { pinyin: 'nǐ hǎo!', traditional: '你好！' })).toEqual([
      ['你', 'nǐ'],
      ['好', 'hǎo'],
      ['！', undefined],
    ]);
  });

  it('keeps Jyutping tone numbers and skips template slots', () => {
    expect(rubyPairs('{number}位。', { jyutping: '{number} wai6.', simplified: '{number}位。' })).toEqual([
      ['{', undefined],
      ['n', undefined],
      ['u', undefined],
      ['m', undefined],
      ['b', undefined],
      ['e', undefined],
      ['r', undefined],
      ['}', undefined],
      ['位', 'wai6'],
      ['。', undefined],
    ]);
  });

  it('puts the whole reading over the text when syllables and characters do not line up', () => {
    expect(rubyPairs('一点儿', { pinyin: 'yì diǎnr', traditional: '一點兒' })).toEqual([['一点儿', 'yì diǎnr']]);
  });

  it('uses the generated furigana segments for Japanese', () => {
    const furigana = [{ text: '学生', ruby: 'がくせい' }, { text: 'です' }];
    expect(rubyPairs('学生です', { kana: 'がくせいです', romaji: 'gakusei desu', furigana })).toEqual([
      ['学生', 'がくせい'],
      ['です', undefined],
    ]);
  });
});
