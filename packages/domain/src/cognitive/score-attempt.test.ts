import { describe, expect, it } from 'vitest';
import type { AttemptTrial } from './attempt-trial.js';
import { scoreAttempt } from './score-attempt.js';

const trial = (
  stimulus: string,
  response: string | null,
  rtMs: number | null = response === null ? null : 500,
  onsetMs = 0,
): AttemptTrial => ({ stimulus, response, rtMs, onsetMs });

describe('scoreAttempt', () => {
  it('2-back: targets are derived from the letters, not from the client', () => {
    // Letters: A B A B C A. Targets (i ≥ 2, same as i−2): i=2 (A), i=3 (B). i=4 C≠A, i=5 A≠B.
    const score = scoreAttempt('n-back', 2, [
      trial('A', null),
      trial('B', null),
      trial('A', 'match', 600), // hit
      trial('B', null), // miss
      trial('C', 'match', 700), // false alarm
      trial('A', null), // correct rejection
    ]);
    expect(score.measures).toMatchObject({
      hits: 1,
      misses: 1,
      falseAlarms: 1,
      correctRejections: 1,
      hitRate: 0.5,
      falseAlarmRate: 0.5,
      medianHitRtMs: 600,
    });
    expect(score.measures['dPrime']).toBeCloseTo(0, 9);
    expect(score.accuracy).toBe(0.5);
    expect(score.correct).toEqual([true, true, true, false, false, true]);
  });

  it('Stroop: correctness comes from the ink colour; interference from correct trials only', () => {
    const score = scoreAttempt('stroop', null, [
      trial('red:red', 'red', 500),
      trial('blue:blue', 'blue', 600),
      trial('red:blue', 'blue', 800),
      trial('green:yellow', 'yellow', 900),
      trial('green:yellow', 'green', 400), // read the word: an error
    ]);
    expect(score.measures['interferenceMs']).toBe(300); // 850 − 550
    expect(score.accuracy).toBe(0.8);
  });

  it('flanker: the middle arrow decides', () => {
    const score = scoreAttempt('flanker', null, [trial('<<<<<', 'left', 400), trial('>><>>', 'left', 480), trial('<<><<', 'left', 300)]);
    expect(score.correct).toEqual([true, true, false]);
    expect(score.measures['congruencyEffectMs']).toBe(80);
  });

  it('go/no-go: commissions and omissions', () => {
    const score = scoreAttempt('go-no-go', null, [
      trial('go', 'press', 300),
      trial('go', null),
      trial('nogo', 'press', 250),
      trial('nogo', null),
    ]);
    expect(score.measures).toMatchObject({ commissions: 1, omissions: 1, commissionRate: 0.5, omissionRate: 0.5, medianGoRtMs: 300 });
  });

  it('simple RT: median and IQR of the presses; a missing press is a lapse', () => {
    const score = scoreAttempt('simple-rt', null, [
      trial('go', 'press', 250),
      trial('go', 'press', 300),
      trial('go', 'press', 350),
      trial('go', null),
    ]);
    expect(score.measures).toMatchObject({ medianRtMs: 300, iqrRtMs: 50, lapses: 1 });
    expect(score.measures['sdRtMs']).toBeCloseTo(50, 9);
  });

  it('choice RT ignores wrong answers in the RT median', () => {
    const score = scoreAttempt('choice-rt', null, [trial('left', 'left', 400), trial('right', 'left', 200), trial('right', 'right', 500)]);
    expect(score.measures).toMatchObject({ medianRtMs: 450, errors: 1 });
  });

  it('mental rotation: same or mirror', () => {
    const score = scoreAttempt('mental-rotation', null, [trial('90:same', 'same', 2000), trial('180:mirror', 'same', 3000)]);
    expect(score.accuracy).toBe(0.5);
    expect(score.measures['medianRtMs']).toBe(2000);
  });

  it('digit span backward: the longest length recalled in reverse', () => {
    const score = scoreAttempt('digit-span-backward', 2, [
      trial('38', '83', 2000),
      trial('381', '183', 2500),
      trial('3815', '3815', 3000),
      trial('3815', null),
    ]);
    expect(score.measures).toMatchObject({ span: 3, totalCorrect: 2, sequences: 4 });
  });

  it('Corsi: forward order of the tapped blocks', () => {
    const score = scoreAttempt('corsi', 2, [trial('04', '04', 1500), trial('418', '481', 1500)]);
    expect(score.measures['span']).toBe(2);
  });
});
