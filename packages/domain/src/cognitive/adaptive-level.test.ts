import { describe, expect, it } from 'vitest';
import { nextLevel } from './adaptive-level.js';
import { taskCatalogue } from './task-catalogue.js';
import type { TaskScore } from './task-score.js';

const score = (measures: Record<string, number | null>): TaskScore => ({ measures, primary: { measure: 'x', higherIsBetter: true }, accuracy: 1, performanceIndex: 0, correct: [] });

describe('nextLevel', () => {
  it('n-back goes up after d′ ≥ 2.5, down below 1, and stays in range', () => {
    expect(nextLevel(taskCatalogue['n-back'], 2, score({ dPrime: 2.5 }))).toBe(3);
    expect(nextLevel(taskCatalogue['n-back'], 2, score({ dPrime: 1.5 }))).toBe(2);
    expect(nextLevel(taskCatalogue['n-back'], 2, score({ dPrime: 0.9 }))).toBe(1);
    expect(nextLevel(taskCatalogue['n-back'], 1, score({ dPrime: -1 }))).toBe(1);
    expect(nextLevel(taskCatalogue['n-back'], 5, score({ dPrime: 3 }))).toBe(5);
  });
  it('spans start one below the span reached', () => {
    expect(nextLevel(taskCatalogue.corsi, 3, score({ span: 6 }))).toBe(5);
    expect(nextLevel(taskCatalogue.corsi, 3, score({ span: 0 }))).toBe(2);
  });
  it('tasks without levels have none', () => {
    expect(nextLevel(taskCatalogue.stroop, null, score({}))).toBeNull();
  });
});
