import { describe, expect, it } from 'vitest';
import { nextLevel } from './adaptive-level.js';
import { taskCatalogue } from './task-catalogue.js';
import type { TaskScore } from './task-score.js';

const score = (measures: Record<string, number | null>): TaskScore => ({
  measures,
  primary: { measure: 'x', higherIsBetter: true },
  accuracy: 1,
  performanceIndex: 0,
  correct: [],
});

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

describe('nextLevel for board tasks', () => {
  it('Schulte: bigger after ≤ 1.2 s a cell with at most one slip, smaller above 3 s a cell or many slips', () => {
    expect(nextLevel(taskCatalogue['schulte-table'], 5, score({ perCellMs: 1200, errors: 1 }))).toBe(6);
    expect(nextLevel(taskCatalogue['schulte-table'], 5, score({ perCellMs: 1201, errors: 0 }))).toBe(5);
    expect(nextLevel(taskCatalogue['schulte-table'], 5, score({ perCellMs: 3001, errors: 0 }))).toBe(4);
    expect(nextLevel(taskCatalogue['schulte-table'], 5, score({ perCellMs: 1500, errors: 6 }))).toBe(4);
    expect(nextLevel(taskCatalogue['schulte-table'], 6, score({ perCellMs: 800, errors: 0 }))).toBe(6);
  });
  it('memory pairs: one more pair when ≥ 60 % of moves found a pair, one fewer below 35 %', () => {
    expect(nextLevel(taskCatalogue['memory-pairs'], 6, score({ moves: 10, minimumMoves: 6 }))).toBe(7);
    expect(nextLevel(taskCatalogue['memory-pairs'], 6, score({ moves: 11, minimumMoves: 6 }))).toBe(6);
    expect(nextLevel(taskCatalogue['memory-pairs'], 6, score({ moves: 18, minimumMoves: 6 }))).toBe(5);
    expect(nextLevel(taskCatalogue['memory-pairs'], 4, score({ moves: 30, minimumMoves: 4 }))).toBe(4);
  });
});
