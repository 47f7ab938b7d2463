import { describe, expect, it } from 'vitest';
import type { AttemptTrial } from './attempt-trial.js';
import { attemptProblem } from './attempt-validation.js';
import { boardSequenceProblem, clicksOverlap } from './board-sequence.js';
import { trailLabels } from './board-tasks.js';
import { taskCatalogue, type TaskId } from './task-catalogue.js';

const now = new Date('2026-05-01T12:00:00Z');
const chain = (pairs: [string, string][], rtMs = 400): AttemptTrial[] =>
  pairs.map(([stimulus, response], i) => ({ stimulus, response, rtMs, onsetMs: i * rtMs }));
const trailRun = () =>
  chain((['A', 'B'] as const).flatMap((part) => trailLabels(part, 25).map((label, i): [string, string] => [`${part}:${i + 1}`, label])));
const schulteRun = (side: number) =>
  chain(
    [1, 2, 3].flatMap((table) => Array.from({ length: side * side }, (_, i): [string, string] => [`${table}:${i + 1}`, String(i + 1)])),
  );
/** Four pairs laid out 0 1 2 3 / 0 1 2 3, found with one miss first. */
const pairsRun = () =>
  chain([
    ['0:0', 'flip'],
    ['1:1', 'flip'],
    ['4:0', 'flip'],
    ['0:0', 'flip'],
    ['5:1', 'flip'],
    ['1:1', 'flip'],
    ['2:2', 'flip'],
    ['6:2', 'flip'],
    ['3:3', 'flip'],
    ['7:3', 'flip'],
  ]);
const check = (task: TaskId, level: number | null, trials: AttemptTrial[]) =>
  attemptProblem({ level, startedAt: new Date(now.getTime() - 5 * 60_000), finishedAt: now, trials }, taskCatalogue[task], now);

describe('board tasks: a finished game, played in order', () => {
  it('accepts a full trail A then B, three Schulte tables and a finished pairs game', () => {
    expect(check('trail-making', null, trailRun())).toBeNull();
    expect(check('schulte-table', 5, schulteRun(5))).toBeNull();
    expect(check('memory-pairs', 4, pairsRun())).toBeNull();
  });
  it('a wrong click keeps the same target; skipping ahead is not a game anyone played', () => {
    const trials = trailRun();
    const withError = [...trials.slice(0, 2), { ...trials[2]!, response: '9' }, ...trials.slice(2)].map((t, i) => ({
      ...t,
      onsetMs: i * 400,
    }));
    expect(boardSequenceProblem('trail-making', null, withError)).toBeNull();
    const skipped = trials.filter((_, i) => i !== 4).map((t, i) => ({ ...t, onsetMs: i * 400 }));
    expect(boardSequenceProblem('trail-making', null, skipped)).toBe('brainTraining.invalidTrial');
  });
  it('rejects labels a part does not have and unfinished parts or tables', () => {
    const trials = trailRun();
    trials[0] = { ...trials[0]!, response: 'A' };
    expect(check('trail-making', null, trials)).toBe('brainTraining.invalidTrial');
    expect(boardSequenceProblem('trail-making', null, trailRun().slice(0, 40))).toBe('brainTraining.trialCount');
    expect(boardSequenceProblem('schulte-table', 5, schulteRun(5).slice(0, 70))).toBe('brainTraining.trialCount');
    // A 5 × 5 game claimed as level 4: numbers above 16 do not exist on a 4 × 4 table.
    expect(check('schulte-table', 4, schulteRun(5))).toBe('brainTraining.invalidTrial');
  });
  it('pairs: a card keeps its symbol, matched cards stay out, every pair is found', () => {
    const changing = pairsRun();
    changing[3] = { ...changing[3]!, stimulus: '0:1' };
    expect(boardSequenceProblem('memory-pairs', 4, changing)).toBe('brainTraining.invalidTrial');
    const reflip = [
      ...pairsRun(),
      { stimulus: '0:0', response: 'flip', rtMs: 400, onsetMs: 4000 },
      { stimulus: '1:1', response: 'flip', rtMs: 400, onsetMs: 4400 },
    ];
    expect(boardSequenceProblem('memory-pairs', 4, reflip)).toBe('brainTraining.invalidTrial');
    expect(boardSequenceProblem('memory-pairs', 4, pairsRun().slice(0, 8))).toBe('brainTraining.trialCount');
    expect(boardSequenceProblem('memory-pairs', 5, pairsRun())).toBe('brainTraining.trialCount');
  });
  it('rejects clicks faster than a person can make them, and clicks that overlap', () => {
    expect(
      check(
        'schulte-table',
        3,
        chain(
          schulteRun(3).map((t) => [t.stimulus, t.response!]),
          90,
        ),
      ),
    ).toBe('brainTraining.impossibleReactionTime');
    const overlapping = trailRun();
    overlapping[10] = { ...overlapping[10]!, onsetMs: overlapping[10]!.onsetMs - 200 };
    expect(clicksOverlap(overlapping)).toBe(true);
    expect(check('trail-making', null, overlapping)).toBe('brainTraining.implausibleTiming');
    expect(clicksOverlap(trailRun())).toBe(false);
  });
});
