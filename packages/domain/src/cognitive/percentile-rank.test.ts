import { describe, expect, it } from 'vitest';
import { median, minimumPeers, percentileFromCounts, percentileRank } from './percentile-rank.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('percentile rank', () => {
  it('says nothing below the minimum number of users', () => {
    expect(minimumPeers).toBe(30);
    expect(percentileRank(29, range(29), true)).toBeNull();
    expect(percentileFromCounts({ worse: 28, tied: 1, users: 29 })).toBeNull();
    expect(percentileRank(30, range(30), true)).not.toBeNull();
  });
  it('is the mid-rank percentile: worse + half the ties, over all users', () => {
    expect(percentileRank(30, range(30), true)).toBe(Math.round((29.5 / 30) * 100));
    expect(percentileRank(1, range(30), true)).toBe(Math.round((0.5 / 30) * 100));
    expect(percentileRank(20, [...range(39), 20], true)).toBe(Math.round(((19 + 1) / 40) * 100));
  });
  it('turns around when lower is better (times)', () => {
    const times = range(40).map((i) => i * 100);
    expect(percentileRank(100, times, false)).toBe(99);
    expect(percentileRank(4000, times, false)).toBe(1);
  });
  it('gives everyone 50 when all tie', () => {
    expect(percentileRank(7, Array(30).fill(7), true)).toBe(50);
  });
  it('refuses counts that cannot be', () => {
    expect(percentileFromCounts({ worse: 30, tied: 1, users: 30 })).toBeNull();
    expect(percentileFromCounts({ worse: 3, tied: 0, users: 40 })).toBeNull();
  });
  it('takes the median of a learner’s scores', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
