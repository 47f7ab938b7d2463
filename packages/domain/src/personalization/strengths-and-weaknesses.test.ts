import { describe, expect, it } from 'vitest';
import { domainCutoffs, splitByScore, topicCutoffs } from './strengths-and-weaknesses.js';

type Item = { key: string; score: number | null };
const items = (...pairs: [string, number | null][]): Item[] => pairs.map(([key, score]) => ({ key, score }));
const keys = (list: Item[]) => list.map((i) => i.key);

describe('splitByScore', () => {
  it('names strengths best first and weak spots weakest first, never unjudged items', () => {
    const { strengths, weak } = splitByScore(items(['a', 25], ['b', 50], ['c', 49], ['d', null], ['e', 73]), (i) => i.score, topicCutoffs);
    expect(keys(strengths)).toEqual(['e', 'b']);
    expect(keys(weak)).toEqual(['a', 'c']);
  });

  it('lists at most three of each', () => {
    const { weak } = splitByScore(items(['a', 10], ['b', 20], ['c', 30], ['d', 5]), (i) => i.score, topicCutoffs);
    expect(keys(weak)).toEqual(['d', 'a', 'b']);
  });

  it('leaves domains within 5 points of the learner’s earlier results as neither', () => {
    const { strengths, weak } = splitByScore(items(['up', 5], ['flat', 4], ['down', -5], ['dip', -4]), (i) => i.score, domainCutoffs);
    expect(keys(strengths)).toEqual(['up']);
    expect(keys(weak)).toEqual(['down']);
  });
});
