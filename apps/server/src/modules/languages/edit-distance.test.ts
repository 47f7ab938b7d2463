import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from './edit-distance.js';

/** The whole table, for comparison: optimal string alignment distance. */
function fullDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[s.length]![t.length]!;
}

describe('bounded edit distance', () => {
  it.each([
    ['gato', 'gato', 0],
    ['gato', 'gatos', 1],
    ['gato', 'gtao', 1],
    ['gato', 'pato', 1],
    ['', 'ab', 2],
    ['perro', 'gato', 3],
  ])('%s → %s is %i (capped at max + 1)', (a, b, distance) => {
    expect(boundedEditDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });

  it('agrees with the full table up to the bound', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(boundedEditDistance(a, b, max)).toBe(Math.min(fullDistance(a, b), max + 1));
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on long strings', () => {
    const long = 'buenos días '.repeat(900);
    const started = performance.now();
    expect(boundedEditDistance(long, `${long}x`, 2)).toBe(1);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
