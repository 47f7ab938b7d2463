import { describe, expect, it } from 'vitest';
import { toneTargets } from './tone-targets';

const zh = (text: string, pinyin: string) => toneTargets('zh', text, { pinyin, traditional: text });
const yue = (text: string, jyutping: string) => toneTargets('yue', text, { jyutping, simplified: text });

describe('toneTargets', () => {
  it('maps the four Mandarin tones and the neutral tone to Chao letters', () => {
    expect(zh('妈麻马骂吗', 'mā má mǎ mà ma').map((s) => [s.tone, s.chao, s.weight])).toEqual([
      [1, [5, 5], 1],
      [2, [3, 5], 1],
      [3, [2, 1], 1],
      [4, [5, 1], 1],
      [5, [3, 3], 0.5],
    ]);
  });

  it('gives a third tone its full dip only at the end of a phrase', () => {
    expect(zh('我', 'wǒ')[0]!.chao).toEqual([2, 1, 4]);
    expect(zh('好吗', 'hǎo ma')[0]!.chao).toEqual([2, 1]);
    expect(zh('很好，谢谢', 'hěn hǎo, xiè xie').map((s) => s.chao)).toEqual([
      [3, 5],
      [2, 1, 4],
      [5, 1],
      [3, 3],
    ]);
  });

  it('says 3-3 as 2-3, and every third tone but the last in a run', () => {
    expect(zh('你好', 'nǐ hǎo').map((s) => s.tone)).toEqual([2, 3]);
    expect(zh('我很好', 'wǒ hěn hǎo').map((s) => s.tone)).toEqual([2, 2, 3]);
  });

  it('keeps the sandhi inside a phrase', () => {
    expect(zh('我，你', 'wǒ, nǐ').map((s) => s.chao)).toEqual([
      [2, 1, 4],
      [2, 1, 4],
    ]);
  });

  it('takes 一 and 不 in the tone the reading already gives them', () => {
    expect(zh('不是', 'bú shì').map((s) => s.tone)).toEqual([2, 4]);
    expect(zh('一支笔', 'yì zhī bǐ').map((s) => s.tone)).toEqual([4, 1, 3]);
  });

  it('maps the six Cantonese tones', () => {
    expect(yue('詩史試時市事', 'si1 si2 si3 si4 si5 si6').map((s) => s.chao)).toEqual([
      [5, 5],
      [2, 5],
      [3, 3],
      [2, 1],
      [2, 3],
      [2, 2],
    ]);
  });

  it('pairs each syllable with its character, and leaves characters out when they do not line up', () => {
    expect(yue('唔該。', 'm4 goi1.').map((s) => [s.character, s.reading])).toEqual([
      ['唔', 'm4'],
      ['該', 'goi1'],
    ]);
    expect(zh('你好', 'nǐ hǎo ma').map((s) => s.character)).toEqual([undefined, undefined, undefined]);
  });

  it('gives no target to a Jyutping syllable without a tone number', () => {
    expect(yue('OK', 'ok')[0]).toMatchObject({ tone: null, chao: null });
  });
});
