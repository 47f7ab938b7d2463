import { describe, expect, it } from 'vitest';
import { trackPitch } from './pitch-track';

const rate = 16000;

/** A voice-like tone (fundamental plus two weaker harmonics) whose frequency follows `hzAt`. */
function tone(seconds: number, hzAt: (t: number) => number, amplitude = 0.4) {
  const samples = new Float32Array(Math.round(seconds * rate));
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    phase += (2 * Math.PI * hzAt(i / rate)) / rate;
    samples[i] = amplitude * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase));
  }
  return samples;
}

function concat(...parts: Float32Array[]) {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A fixed-seed generator, so the noise test is the same on every run. */
function noise(seconds: number, amplitude: number) {
  let seed = 12345;
  return Float32Array.from({ length: Math.round(seconds * rate) }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return amplitude * (seed / 2 ** 30 - 1);
  });
}

describe('trackPitch', () => {
  it('finds a steady 220 Hz tone and centres it on zero', () => {
    const track = trackPitch(
      tone(1, () => 220),
      rate,
    );
    expect(track.medianHz).toBeCloseTo(220, 0);
    expect(track.points.length).toBeGreaterThan(80);
    for (const point of track.points) expect(Math.abs(point.semitones)).toBeLessThan(0.2);
  });

  it('follows a rising sweep upward by its octave', () => {
    const track = trackPitch(
      tone(1, (t) => 150 * 2 ** t),
      rate,
    );
    const [first, last] = [track.points[0]!, track.points.at(-1)!];
    expect(last.semitones - first.semitones).toBeGreaterThan(10);
    expect(last.semitones - first.semitones).toBeLessThan(13);
    track.points.slice(1).forEach((point, i) => expect(point.semitones).toBeGreaterThanOrEqual(track.points[i]!.semitones - 0.1));
  });

  it('follows a falling sweep downward', () => {
    const track = trackPitch(
      tone(1, (t) => 300 * 2 ** -t),
      rate,
    );
    const [first, last] = [track.points[0]!, track.points.at(-1)!];
    expect(first.semitones - last.semitones).toBeGreaterThan(10);
    track.points.slice(1).forEach((point, i) => expect(point.semitones).toBeLessThanOrEqual(track.points[i]!.semitones + 0.1));
  });

  it('gives no points for silence or for noise', () => {
    expect(trackPitch(new Float32Array(rate), rate)).toEqual({ points: [], medianHz: null, duration: 1 });
    expect(trackPitch(noise(1, 0.3), rate).points).toEqual([]);
  });

  it('keeps the gap between two syllables and each syllable its own pitch', () => {
    const recording = concat(
      tone(0.3, () => 200),
      new Float32Array(0.25 * rate),
      tone(0.3, () => 300),
    );
    const track = trackPitch(recording, rate);
    const inGap = track.points.filter((p) => p.time > 0.33 && p.time < 0.52);
    expect(inGap).toEqual([]);
    const first = track.points.filter((p) => p.time < 0.28);
    const second = track.points.filter((p) => p.time > 0.58);
    expect(first.length).toBeGreaterThan(15);
    expect(second.length).toBeGreaterThan(15);
    const difference = second[5]!.semitones - first[5]!.semitones;
    expect(difference).toBeCloseTo(12 * Math.log2(300 / 200), 0);
  });

  it('tracks a quiet voice over faint background noise', () => {
    const voice = tone(0.5, () => 250, 0.1);
    const mixed = noise(0.5, 0.01).map((n, i) => n + voice[i]!);
    expect(trackPitch(mixed, rate).medianHz).toBeCloseTo(250, -1);
  });
});
