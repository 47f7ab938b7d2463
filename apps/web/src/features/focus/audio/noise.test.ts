import { describe, expect, it } from 'vitest';
import { fillNoise, loopableNoise, type NoiseColour } from './noise';

/** A seeded generator (mulberry32), so the spectra are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Average power around DFT bins (Welch-style: many segments, a few neighbouring bins). */
function bandPower(x: Float32Array, segment: number, bins: number[]): number {
  let total = 0;
  let count = 0;
  for (let start = 0; start + segment <= x.length; start += segment) {
    for (const k of bins) {
      let re = 0;
      let im = 0;
      for (let n = 0; n < segment; n++) {
        const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / (segment - 1));
        const v = (x[start + n] ?? 0) * hann;
        re += v * Math.cos((2 * Math.PI * k * n) / segment);
        im -= v * Math.sin((2 * Math.PI * k * n) / segment);
      }
      total += re * re + im * im;
      count++;
    }
  }
  return total / count;
}

/** Power at ~344 Hz over power at ~1378 Hz (two octaves up) at 44.1 kHz. */
function twoOctaveRatio(colour: NoiseColour) {
  const x = fillNoise(colour, new Float32Array(1024 * 200), seeded(7));
  return bandPower(x, 1024, [7, 8, 9]) / bandPower(x, 1024, [31, 32, 33]);
}

describe('noise colours', () => {
  it('white is flat, pink falls ~3 dB per octave, brown ~6 dB per octave', () => {
    const white = twoOctaveRatio('white');
    const pink = twoOctaveRatio('pink');
    const brown = twoOctaveRatio('brown');
    expect(white).toBeGreaterThan(0.8);
    expect(white).toBeLessThan(1.25);
    expect(pink).toBeGreaterThan(3.2); // ideal 4 (6 dB over two octaves)
    expect(pink).toBeLessThan(5);
    expect(brown).toBeGreaterThan(11); // ideal 16 above the leak's corner (~140 Hz)
    expect(brown).toBeLessThan(18);
  });

  it('stays within [-1, 1] without a DC drift', () => {
    for (const colour of ['white', 'pink', 'brown'] as const) {
      const x = fillNoise(colour, new Float32Array(44_100 * 5), seeded(3));
      const max = x.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      const mean = x.reduce((s, v) => s + v, 0) / x.length;
      expect(max, colour).toBeLessThanOrEqual(1);
      expect(Math.abs(mean), colour).toBeLessThan(0.1);
    }
  });

  it('a loop continues across its seam: the first sample is the one that followed the last', () => {
    const random = seeded(11);
    const reference = fillNoise('brown', new Float32Array(1100), seeded(11));
    const loop = loopableNoise('brown', 1000, 100, random);
    expect(loop).toHaveLength(1000);
    expect(loop[0]).toBeCloseTo(reference[1000]!, 6);
    expect(loop[999]).toBeCloseTo(reference[999]!, 6);
    expect(Math.abs(loop[0]! - loop[999]!)).toBeLessThan(0.05);
  });
});
