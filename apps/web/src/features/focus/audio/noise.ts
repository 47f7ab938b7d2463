/**
 * Noise colours by their spectra: white (flat), pink (power falls 3 dB per octave, Paul Kellet's
 * refined filter, accurate to ±0.05 dB above 9.2 Hz at 44.1 kHz) and brown (6 dB per octave, a
 * leaky integrator of white noise). Pure functions of a random source, so tests can seed them.
 */
import type { NoiseColour } from './noise-colours';

export type { NoiseColour };

export type Random = () => number;

/** Fills `out` with noise of a colour, roughly within [-1, 1]. */
export function fillNoise(colour: NoiseColour, out: Float32Array, random: Random = Math.random): Float32Array {
  if (colour === 'white') {
    for (let i = 0; i < out.length; i++) out[i] = (random() * 2 - 1) * 0.5;
    return out;
  }
  if (colour === 'pink') {
    let b0 = 0,
      b1 = 0,
      b2 = 0,
      b3 = 0,
      b4 = 0,
      b5 = 0,
      b6 = 0;
    for (let i = 0; i < out.length; i++) {
      const white = random() * 2 - 1;
      b0 = 0.99886 * b0 + white * 0.0555179;
      b1 = 0.99332 * b1 + white * 0.0750759;
      b2 = 0.969 * b2 + white * 0.153852;
      b3 = 0.8665 * b3 + white * 0.3104856;
      b4 = 0.55 * b4 + white * 0.5329522;
      b5 = -0.7616 * b5 - white * 0.016898;
      out[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
      b6 = white * 0.115926;
    }
    return out;
  }
  let last = 0;
  for (let i = 0; i < out.length; i++) {
    const white = random() * 2 - 1;
    // The small leak keeps the walk from drifting off to a large DC offset.
    last = (last + 0.02 * white) / 1.02;
    out[i] = last * 3.5;
  }
  return out;
}

/**
 * `length` samples that loop without a click: `fade` extra samples are generated past the end and
 * cross-faded into the start, so the sample after the last one continues the same signal.
 */
export function loopableNoise(colour: NoiseColour, length: number, fade: number, random: Random = Math.random): Float32Array {
  const raw = fillNoise(colour, new Float32Array(length + fade), random);
  const out = raw.slice(0, length);
  for (let i = 0; i < fade; i++) {
    const w = i / fade;
    out[i] = (raw[i] ?? 0) * w + (raw[length + i] ?? 0) * (1 - w);
  }
  return out;
}
