import { hopSeconds, percentile, type PitchTrack } from './pitch-track';
import type { ToneSyllable } from './tone-targets';

export type ToneShape = 'level' | 'rising' | 'falling' | 'dipping';

/** A point of a contour: x is the share of the spoken time (0–1), y semitones from the learner's median. */
export type ContourPoint = { x: number; semitones: number };

export type SyllableComparison = {
  syllable: ToneSyllable;
  start: number;
  end: number;
  /** The target drawn in the learner's own range; null when the reading gives no tone. */
  target: ContourPoint[] | null;
  targetShape: ToneShape | null;
  /** Null when too little of this stretch was voiced to tell. */
  learnerShape: ToneShape | null;
};

export type ContourComparison = {
  /** The learner's voiced runs; a break between runs is a pause or an unvoiced sound. */
  learner: ContourPoint[][];
  syllables: SyllableComparison[];
  /** The learner's 10th–90th percentile, where the target's Chao 1 and 5 sit. */
  range: { low: number; high: number };
};

/** Below this, a target drawn in the learner's range would be flat: a monotone take still shows the tones' shapes. */
const minimumRangeSemitones = 4;
/** A change smaller than this is heard as level: about the step between neighbouring Chao letters in a speaking voice. */
const shapeThresholdSemitones = 1.5;

/**
 * The learner's contour beside the item's tone targets, both over the recording's voiced span
 * (first to last voiced frame), so a slow and a quick take compare alike. The recording carries
 * no syllable boundaries, so each syllable gets its share of the span by weight: the per-syllable
 * shapes are a rough guide, and the page says so.
 */
export function compareContours(track: PitchTrack, syllables: ToneSyllable[]): ContourComparison | null {
  if (track.points.length === 0 || syllables.length === 0) return null;
  const first = track.points[0]!.time;
  const span = Math.max(track.points.at(-1)!.time - first, hopSeconds);
  const learner: ContourPoint[][] = [];
  let previousTime = -Infinity;
  for (const point of track.points) {
    const x = (point.time - first) / span;
    if (point.time - previousTime > hopSeconds * 1.5) learner.push([]);
    learner.at(-1)!.push({ x, semitones: point.semitones });
    previousTime = point.time;
  }
  const range = learnerRange(track.points.map((p) => p.semitones));
  const totalWeight = syllables.reduce((sum, s) => sum + s.weight, 0);
  let start = 0;
  const flat = learner.flat();
  return {
    learner,
    range,
    syllables: syllables.map((syllable) => {
      const end = start + syllable.weight / totalWeight;
      const comparison = {
        syllable,
        start,
        end,
        target: syllable.chao && targetPoints(syllable.chao, start, end, range),
        targetShape: syllable.chao && chaoShape(syllable.chao),
        learnerShape: learnerShape(flat.filter((p) => p.x >= start && p.x <= end).map((p) => p.semitones)),
      };
      start = end;
      return comparison;
    }),
  };
}

function learnerRange(semitones: number[]) {
  const [low, high] = [percentile(semitones, 0.1), percentile(semitones, 0.9)];
  if (high - low >= minimumRangeSemitones) return { low, high };
  const centre = (low + high) / 2;
  return { low: centre - minimumRangeSemitones / 2, high: centre + minimumRangeSemitones / 2 };
}

function targetPoints(chao: number[], start: number, end: number, range: { low: number; high: number }): ContourPoint[] {
  return chao.map((level, i) => ({
    x: start + ((end - start) * i) / (chao.length - 1),
    semitones: range.low + ((level - 1) / 4) * (range.high - range.low),
  }));
}

export function chaoShape(chao: number[]): ToneShape {
  if (chao.length > 2) return 'dipping';
  const change = chao.at(-1)! - chao[0]!;
  return change > 0 ? 'rising' : change < 0 ? 'falling' : 'level';
}

/** The shape of a stretch of the learner's contour: its first and last quarters, and the lowest point of its middle half. */
export function learnerShape(semitones: number[]): ToneShape | null {
  if (semitones.length < 4) return null;
  const quarter = Math.max(1, Math.floor(semitones.length / 4));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const start = mean(semitones.slice(0, quarter));
  const end = mean(semitones.slice(-quarter));
  const lowest = Math.min(...semitones.slice(quarter, -quarter));
  if (lowest < start - shapeThresholdSemitones && lowest < end - shapeThresholdSemitones) return 'dipping';
  const change = end - start;
  return change > shapeThresholdSemitones ? 'rising' : change < -shapeThresholdSemitones ? 'falling' : 'level';
}
