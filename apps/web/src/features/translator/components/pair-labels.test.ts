import { describe, expect, it } from 'vitest';
import { pairLabels } from './pair-labels';

const name = (l: string) => ({ en: 'English', es: 'Spanish', fr: 'French', ja: 'Japanese' })[l] ?? l;

describe('pair labels', () => {
  it('joins both directions into one label and keeps one-way pairs as arrows', () => {
    expect(
      pairLabels(
        [
          { from: 'en', to: 'es' },
          { from: 'es', to: 'fr' },
          { from: 'es', to: 'en' },
          { from: 'en', to: 'ja' },
          { from: 'fr', to: 'es' },
        ],
        name,
      ),
    ).toEqual(['English ↔ Spanish', 'Spanish ↔ French', 'English → Japanese']);
    expect(pairLabels([], name)).toEqual([]);
  });
});
