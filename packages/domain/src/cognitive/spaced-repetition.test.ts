import { describe, expect, it } from 'vitest';
import { isDue, lastBox, leitnerIntervalsDays, nextReview, starterPairs } from './spaced-repetition.js';

const at = new Date('2026-03-04T10:00:00Z');
const days = (d: Date) => (d.getTime() - at.getTime()) / 86_400_000;

describe('Leitner schedule', () => {
  it('moves a recalled card up one box, with intervals that expand', () => {
    let box = 0;
    const gaps: number[] = [];
    for (let i = 0; i < lastBox; i++) {
      const next = nextReview(box, true, at);
      expect(next.box).toBe(box + 1);
      gaps.push(days(next.dueAt));
      box = next.box;
    }
    expect(gaps).toEqual([1, 3, 7, 16, 35]);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]! * 2 - 1);
  });
  it('keeps the last box', () => {
    expect(nextReview(lastBox, true, at)).toEqual({
      box: lastBox,
      dueAt: new Date(at.getTime() + leitnerIntervalsDays[lastBox]! * 86_400_000),
    });
  });
  it('sends a missed card back to box 1, due the next day, from any box', () => {
    for (const box of [0, 1, 3, lastBox]) {
      const next = nextReview(box, false, at);
      expect(next.box).toBe(1);
      expect(days(next.dueAt)).toBe(1);
    }
  });
  it('counts a card as due from its due time, or up to an hour early', () => {
    expect(isDue(at, at)).toBe(true);
    expect(isDue(new Date(at.getTime() + 59 * 60_000), at)).toBe(true);
    expect(isDue(new Date(at.getTime() + 61 * 60_000), at)).toBe(false);
  });
  it('pairs words 0→1, 2→3, … for the starter deck', () => {
    expect(starterPairs(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'])).toEqual([
      { front: 'a', back: 'b' },
      { front: 'c', back: 'd' },
      { front: 'e', back: 'f' },
      { front: 'g', back: 'h' },
      { front: 'i', back: 'j' },
      { front: 'k', back: 'l' },
    ]);
  });
});
