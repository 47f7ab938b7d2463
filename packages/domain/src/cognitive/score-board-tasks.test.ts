import { describe, expect, it } from 'vitest';
import type { AttemptTrial } from './attempt-trial.js';
import { scoreAttempt } from './score-attempt.js';

/** Clicks one after another from `start`: each trial starts where the click before it landed. */
function clicks(start: number, list: [stimulus: string, response: string, rtMs: number][]): AttemptTrial[] {
  let onset = start;
  return list.map(([stimulus, response, rtMs]) => {
    const trial = { stimulus, response, rtMs, onsetMs: onset };
    onset += rtMs;
    return trial;
  });
}

describe('trail making score', () => {
  // Part A: 1, 2, a wrong 5, then 3 — 1000 + 800 + 400 + 600 = 2800 ms, one error.
  // Part B from 10 s: 1, A, a wrong B, then 2 — 900 + 1100 + 300 + 700 = 3000 ms, one error.
  const trials = [
    ...clicks(0, [
      ['A:1', '1', 1000],
      ['A:2', '2', 800],
      ['A:3', '5', 400],
      ['A:3', '3', 600],
    ]),
    ...clicks(10_000, [
      ['B:1', '1', 900],
      ['B:2', 'A', 1100],
      ['B:3', 'B', 300],
      ['B:3', '2', 700],
    ]),
  ];
  it('times each part, counts its errors and gives B − A', () => {
    const score = scoreAttempt('trail-making', null, trials);
    expect(score.measures).toEqual({ switchCostMs: 200, partAMs: 2800, partBMs: 3000, switchRatio: 1.07, errorsA: 1, errorsB: 1 });
    expect(score.primary).toEqual({ measure: 'switchCostMs', higherIsBetter: false });
    expect(score.correct).toEqual([true, true, false, true, true, true, false, true]);
    expect(score.accuracy).toBe(0.75);
  });
  it('the expected label comes from the part: in B the 2nd target is A, not 2', () => {
    const score = scoreAttempt('trail-making', null, clicks(0, [['B:2', '2', 500]]));
    expect(score.correct).toEqual([false]);
  });
});

describe('Schulte table score', () => {
  // 2 × 2 tables. Table 1: 500 + 400 + 300 + 800 = 2000 ms. Table 2 (from 5 s): 1, a wrong 3, 2, 3, 4 =
  // 600 + 200 + 500 + 300 + 400 = 2000 ms. Table 3: four clicks of 250 ms = 1000 ms.
  const trials = [
    ...clicks(0, [
      ['1:1', '1', 500],
      ['1:2', '2', 400],
      ['1:3', '3', 300],
      ['1:4', '4', 800],
    ]),
    ...clicks(5000, [
      ['2:1', '1', 600],
      ['2:2', '3', 200],
      ['2:2', '2', 500],
      ['2:3', '3', 300],
      ['2:4', '4', 400],
    ]),
    ...clicks(9000, [
      ['3:1', '1', 250],
      ['3:2', '2', 250],
      ['3:3', '3', 250],
      ['3:4', '4', 250],
    ]),
  ];
  it('gives the time per table, its mean, the time per cell and the errors', () => {
    const score = scoreAttempt('schulte-table', 2, trials);
    // Mean (2000 + 2000 + 1000) / 3 = 1666.7 → 1667 ms; per cell 1667 / 4 = 416.75 → 417 ms.
    expect(score.measures).toEqual({ meanTableMs: 1667, perCellMs: 417, table1Ms: 2000, table2Ms: 2000, table3Ms: 1000, errors: 1 });
    expect(score.primary).toEqual({ measure: 'meanTableMs', higherIsBetter: false });
    expect(score.accuracy).toBeCloseTo(12 / 13, 10);
  });
});

describe('memory pairs score', () => {
  // Two pairs: symbol 0 on cards 0 and 2, symbol 1 on cards 1 and 3.
  // Moves: (0, 1) miss; (2, 0) pair; (1, 3) pair → 3 moves, the fewest possible being 2.
  const trials = [
    ...clicks(0, [
      ['0:0', 'flip', 700],
      ['1:1', 'flip', 500],
    ]),
    ...clicks(2000, [
      ['2:0', 'flip', 600],
      ['0:0', 'flip', 400],
      ['1:1', 'flip', 300],
      ['3:1', 'flip', 500],
    ]),
  ];
  it('counts moves, misses beyond the minimum and the time', () => {
    const score = scoreAttempt('memory-pairs', 2, trials);
    // From the first flip's onset (0) to the last flip (2000 + 600 + 400 + 300 + 500 = 3800).
    expect(score.measures).toEqual({ moves: 3, minimumMoves: 2, misses: 1, completionMs: 3800 });
    expect(score.correct).toEqual([false, false, true, true, true, true]);
    expect(score.accuracy).toBeCloseTo(4 / 6, 10);
    expect(score.primary).toEqual({ measure: 'moves', higherIsBetter: false });
  });
  it('a perfect game has no misses and full accuracy', () => {
    const perfect = clicks(0, [
      ['0:0', 'flip', 700],
      ['2:0', 'flip', 500],
      ['1:1', 'flip', 600],
      ['3:1', 'flip', 400],
    ]);
    const score = scoreAttempt('memory-pairs', 2, perfect);
    expect(score.measures).toMatchObject({ moves: 2, misses: 0 });
    expect(score.accuracy).toBe(1);
  });
});
