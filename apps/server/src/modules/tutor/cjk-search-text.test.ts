import { describe, expect, it } from 'vitest';
import { cjkSearchText } from './cjk-search-text.js';

describe('cjkSearchText', () => {
  it('cuts a run of Chinese characters into overlapping pairs, adding single characters when indexing', () => {
    expect(cjkSearchText('光合作用', 'query')).toBe('光合 合作 作用');
    expect(cjkSearchText('光合作用', 'index')).toBe('光合 合作 作用 光 合 作 用');
  });

  it('drops question words and particles in all three written forms, so no pair straddles them', () => {
    expect(cjkSearchText('什么是光合作用？', 'query')).toBe('光合 合作 作用');
    expect(cjkSearchText('甚麼是光合作用？', 'query')).toBe('光合 合作 作用');
    expect(cjkSearchText('什麼是光合作用?', 'query')).toBe('光合 合作 作用');
    expect(cjkSearchText('光合作用係咩？', 'query')).toBe('光合 合作 作用');
    expect(cjkSearchText('植物嘅葉', 'index')).toBe('植物 植 物 葉');
  });

  it('keeps a one-character word of a question as a term', () => {
    expect(cjkSearchText('水係咩？', 'query')).toBe('水');
    expect(cjkSearchText('心是什么', 'query')).toBe('心');
  });

  it('keeps Latin words and numbers whole, and drops punctuation (full-width too)', () => {
    expect(cjkSearchText('阿波罗11号（Apollo 11）在1969年登月。', 'query')).toBe('阿波 波罗 11 号 Apollo 11 在 1969 年 登月');
    expect(cjkSearchText('“Hola”，你好！', 'query')).toBe('Hola 你好');
  });

  it('gives nothing for a question of question words only', () => {
    expect(cjkSearchText('是什么？', 'query')).toBe('');
  });
});
