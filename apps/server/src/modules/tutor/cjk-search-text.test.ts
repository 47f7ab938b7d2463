import { describe, expect, it } from 'vitest';
import { cjkIndexText, cjkQueryPairs, cjkQueryText } from './cjk-search-text.js';

describe('cjkIndexText', () => {
  it('cuts a run of Chinese characters into overlapping pairs, and adds its single characters', () => {
    expect(cjkIndexText('光合作用')).toBe('光合 合作 作用 光 合 作 用');
  });

  it('splits at question words and particles, so no pair straddles them', () => {
    expect(cjkIndexText('植物嘅葉')).toBe('植物 植 物 葉');
    expect(cjkIndexText('光合作用是植物')).toBe('光合 合作 作用 光 合 作 用 植物 植 物');
  });

  it('keeps Latin words and numbers whole and drops punctuation, full-width too', () => {
    expect(cjkIndexText('阿波罗11号（Apollo 11）')).toBe('阿波 波罗 阿 波 罗 11 号 Apollo 11');
    expect(cjkIndexText('“Hola”，你好！')).toBe('Hola 你好 你 好');
  });
});

describe('cjkQueryPairs', () => {
  it('lists the pairs of a question without its question words, in Simplified, Traditional and Cantonese', () => {
    expect(cjkQueryPairs('什么是光合作用？')).toEqual(['光合', '合作', '作用']);
    expect(cjkQueryPairs('甚麼是光合作用？')).toEqual(['光合', '合作', '作用']);
    expect(cjkQueryPairs('什麼是光合作用?')).toEqual(['光合', '合作', '作用']);
    expect(cjkQueryPairs('光合作用係咩？')).toEqual(['光合', '合作', '作用']);
    expect(cjkQueryPairs('乜嘢係光合作用呀？')).toEqual(['光合', '合作', '作用']);
    expect(cjkQueryPairs('是什么？')).toEqual([]);
  });
});

describe('cjkQueryText', () => {
  it('searches by the pairs the articles use and drops a pair that only joins two of them', () => {
    expect(cjkQueryText('为什么要修建长城？', new Set(['修建', '长城']))).toBe('修建 长城 要');
  });

  it('keeps the pairs of a word no article uses, so an off-topic question still counts against the articles', () => {
    expect(cjkQueryText('谁画了蒙娜丽莎？', new Set())).toBe('画 蒙娜 娜丽 丽莎');
    expect(cjkQueryText('法国总统是谁？', new Set(['法国']))).toBe('法国 总统');
  });

  it('keeps a one-character word as a term, and Latin words and numbers whole', () => {
    expect(cjkQueryText('水係咩？', new Set())).toBe('水');
    expect(cjkQueryText('1969年登月', new Set(['登月']))).toBe('1969 登月 年');
    expect(cjkQueryText('ciao係咩意思？', new Set())).toBe('ciao');
  });
});
