import { describe, expect, it } from 'vitest';
import { topicStrengths, type TopicQuestion } from './topic-strength.js';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const asked = (topic: TopicQuestion['topic'], ...ages: number[]) => ages.map((age) => ({ topic, askedAt: daysAgo(age) }));

describe('topicStrengths', () => {
  it('scores 100 / (1 + recency-weighted questions), halving weight every 30 days', () => {
    const result = topicStrengths(
      [...asked('fraction', 0, 0, 0), ...asked('linear', 60, 60, 60, 60), ...asked('integral', 30, 30, 30), ...asked('word', 90, 90, 90)],
      now,
    );
    const strength = Object.fromEntries(result.map((r) => [r.topic, r.strength]));
    // 3 today: weight 3 → 100/4 = 25. 4 two months ago: 4 × 0.25 = 1 → 50.
    // 3 a month ago: 1.5 → 40. 3 three months ago: 3 × 0.125 = 0.375 → 72.7 → 73.
    expect(strength).toEqual({ fraction: 25, linear: 50, integral: 40, word: 73 });
  });

  it('does not judge a topic with fewer than three questions', () => {
    const [only] = topicStrengths(asked('quadratic', 1, 2), now);
    expect(only).toMatchObject({ topic: 'quadratic', questions: 2, strength: null });
  });

  it('counts questions of the last 30 days as recent and keeps the latest date', () => {
    const [fractions] = topicStrengths(asked('fraction', 45, 30, 3), now);
    expect(fractions).toMatchObject({ questions: 3, recentQuestions: 2, lastAskedAt: daysAgo(3) });
  });

  it('lists topics by number of questions, then by name, and nothing for no history', () => {
    expect(topicStrengths([...asked('word', 1), ...asked('arithmetic', 1, 1), ...asked('fraction', 1)], now).map((r) => r.topic)).toEqual([
      'arithmetic',
      'fraction',
      'word',
    ]);
    expect(topicStrengths([], now)).toEqual([]);
  });
});
