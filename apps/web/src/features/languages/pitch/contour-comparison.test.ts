import { describe, expect, it } from 'vitest';
import { compareContours, learnerShape } from './contour-comparison';
import type { PitchTrack } from './pitch-track';
import { toneTargets } from './tone-targets';

/** A track of voiced frames every 10 ms from `start`, one per semitone value. */
const track = (start: number, semitones: number[]): PitchTrack => ({
  points: semitones.map((s, i) => ({ time: start + i * 0.01, semitones: s })),
  medianHz: 200,
  duration: 2,
});
const ramp = (from: number, to: number, n: number) => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));

describe('learnerShape', () => {
  it('tells level, rising, falling and dipping apart, and says nothing of too few points', () => {
    expect(learnerShape(ramp(0, 0.5, 20))).toBe('level');
    expect(learnerShape(ramp(-2, 3, 20))).toBe('rising');
    expect(learnerShape(ramp(3, -3, 20))).toBe('falling');
    expect(learnerShape([...ramp(0, -4, 10), ...ramp(-4, 1, 10)])).toBe('dipping');
    expect(learnerShape([...ramp(2, 2, 10), ...ramp(4, -4, 10)])).toBe('falling');
    expect(learnerShape([1, 2, 3])).toBeNull();
  });
});

describe('compareContours', () => {
  const twoTones = toneTargets('zh', '妈妈', { pinyin: 'mā mà', traditional: '媽媽' });

  it('time-normalises the voiced span and splits it between the syllables', () => {
    const comparison = compareContours(track(0.5, [...ramp(3, 3, 21), ...ramp(3, -4, 20)]), twoTones)!;
    expect(comparison.learner[0]![0]!.x).toBe(0);
    expect(comparison.learner.at(-1)!.at(-1)!.x).toBeCloseTo(1);
    expect(comparison.syllables.map((s) => [s.start, s.end, s.targetShape, s.learnerShape])).toEqual([
      [0, 0.5, 'level', 'level'],
      [0.5, 1, 'falling', 'falling'],
    ]);
  });

  it("draws the target in the learner's own 10th–90th percentile range", () => {
    const comparison = compareContours(track(0, ramp(-5, 5, 101)), twoTones)!;
    expect(comparison.range.low).toBeCloseTo(-4);
    expect(comparison.range.high).toBeCloseTo(4);
    expect(comparison.syllables[0]!.target!.map((p) => p.semitones)).toEqual([comparison.range.high, comparison.range.high]);
    expect(comparison.syllables[1]!.target!.map((p) => p.semitones)).toEqual([comparison.range.high, comparison.range.low]);
  });

  it('widens a monotone range so the target keeps its shape', () => {
    const { range } = compareContours(track(0, ramp(0, 0, 50)), twoTones)!;
    expect(range.high - range.low).toBe(4);
  });

  it('keeps pauses as breaks between runs', () => {
    const points = [...track(0, ramp(0, 0, 10)).points, ...track(0.3, ramp(2, 2, 10)).points];
    const comparison = compareContours({ points, medianHz: 200, duration: 1 }, twoTones)!;
    expect(comparison.learner.map((run) => run.length)).toEqual([10, 10]);
  });

  it('compares nothing when the recording had no voice', () => {
    expect(compareContours({ points: [], medianHz: null, duration: 1 }, twoTones)).toBeNull();
  });
});
