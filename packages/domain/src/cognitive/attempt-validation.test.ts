import { describe, expect, it } from 'vitest';
import type { AttemptTrial } from './attempt-trial.js';
import { attemptProblem } from './attempt-validation.js';
import { taskCatalogue } from './task-catalogue.js';

const now = new Date('2026-05-01T12:00:00Z');
const startedAt = new Date(now.getTime() - 60_000);
const simpleTrials = (count: number, rtMs: number | null = 300): AttemptTrial[] =>
  Array.from({ length: count }, (_, i) => ({ stimulus: 'go', response: rtMs === null ? null : 'press', rtMs, onsetMs: i * 2500 }));
const check = (trials: AttemptTrial[], extra: Partial<{ level: number | null; startedAt: Date; finishedAt: Date }> = {}) =>
  attemptProblem({ level: null, startedAt, finishedAt: now, trials, ...extra }, taskCatalogue['simple-rt'], now);

describe('attemptProblem', () => {
  it('accepts a plausible simple RT run', () => {
    expect(check(simpleTrials(20))).toBeNull();
  });
  it('rejects reaction times under 100 ms and over the task limit, but accepts both bounds', () => {
    expect(check(simpleTrials(20, 99))).toBe('brainTraining.impossibleReactionTime');
    expect(check(simpleTrials(20, 2001))).toBe('brainTraining.impossibleReactionTime');
    expect(check(simpleTrials(20, 100))).toBeNull();
    expect(check(simpleTrials(20, 2000))).toBeNull();
  });
  it('rejects too few and too many trials', () => {
    expect(check(simpleTrials(9))).toBe('brainTraining.trialCount');
    expect(check(simpleTrials(61), { startedAt: new Date(now.getTime() - 200_000) })).toBe('brainTraining.trialCount');
  });
  it('rejects a response without a time and a stimulus the task never shows', () => {
    const trials = simpleTrials(20);
    trials[3] = { ...trials[3]!, rtMs: null };
    expect(check(trials)).toBe('brainTraining.invalidTrial');
    const odd = simpleTrials(20);
    odd[0] = { ...odd[0]!, stimulus: 'left' };
    expect(check(odd)).toBe('brainTraining.invalidTrial');
  });
  it('rejects trials that do not fit in the attempt, come too close together, or an attempt from the future', () => {
    expect(check(simpleTrials(20), { startedAt: new Date(now.getTime() - 10_000) })).toBe('brainTraining.implausibleTiming');
    const crowded = simpleTrials(20).map((t, i) => ({ ...t, onsetMs: i * 150 }));
    expect(check(crowded)).toBe('brainTraining.implausibleTiming');
    expect(
      check(simpleTrials(20), { startedAt: new Date(now.getTime() + 3_600_000), finishedAt: new Date(now.getTime() + 3_660_000) }),
    ).toBe('brainTraining.implausibleTiming');
  });
  it('rejects a level on a task without levels, and an n-back level out of range', () => {
    expect(check(simpleTrials(20), { level: 2 })).toBe('brainTraining.levelOutOfRange');
    const letters = Array.from({ length: 20 }, (_, i) => ({ stimulus: 'A', response: null, rtMs: null, onsetMs: i * 2500 }));
    expect(attemptProblem({ level: 6, startedAt, finishedAt: now, trials: letters }, taskCatalogue['n-back'], now)).toBe(
      'brainTraining.levelOutOfRange',
    );
    expect(attemptProblem({ level: 2, startedAt, finishedAt: now, trials: letters }, taskCatalogue['n-back'], now)).toBeNull();
  });
  it('needs at least n + 10 n-back trials', () => {
    const letters = Array.from({ length: 14 }, (_, i) => ({ stimulus: 'A', response: null, rtMs: null, onsetMs: i * 2500 }));
    expect(attemptProblem({ level: 5, startedAt, finishedAt: now, trials: letters }, taskCatalogue['n-back'], now)).toBe(
      'brainTraining.trialCount',
    );
  });
});
