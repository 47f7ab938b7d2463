import { describe, expect, it } from 'vitest';
import { foldForSearch, queryTerms, searchScore, searchSnippet } from './text-search.js';

describe('text search', () => {
  it('folds case, accents and full-width letters, and keeps Chinese as typed', () => {
    expect(foldForSearch('Fracción  ÉLÈVE')).toBe('fraccion eleve');
    expect(foldForSearch('ＡＢＣ')).toBe('abc');
    expect(queryTerms('  la  Fotosíntesis, y  ')).toEqual(['la', 'fotosintesis']);
    expect(queryTerms('光合作用 a')).toEqual(['光合作用']);
    expect(queryTerms('?')).toEqual([]);
  });
  it('needs every word somewhere, in any order, and ranks a title match above a body match', () => {
    const title = [
      { text: 'Photosynthesis', weight: 3 },
      { text: 'How plants make sugar from light', weight: 1 },
    ];
    const body = [
      { text: 'Cells', weight: 3 },
      { text: 'Chloroplasts are where photosynthesis happens in plants', weight: 1 },
    ];
    expect(searchScore(title, ['plants', 'photosynthesis'])).toBe(4);
    expect(searchScore(body, ['plants', 'photosynthesis'])).toBe(2);
    expect(searchScore(body, ['photosynthesis', 'volcano'])).toBe(0);
    expect(searchScore([{ text: '植物通过光合作用制造养分', weight: 1 }], ['光合作用'])).toBe(1);
  });
  it('cuts a passage around the first word found', () => {
    const text = `${'a '.repeat(100)}the Nile floods every year ${'b '.repeat(100)}`;
    const snippet = searchSnippet(text, ['nile'], 20);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the Nile floods');
    expect(searchSnippet('Short text', ['absent'])).toBe('Short text');
  });
});
