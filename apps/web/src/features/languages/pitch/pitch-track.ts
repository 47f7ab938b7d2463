/** One voiced frame of a recording: its time in seconds and its pitch in semitones from the speaker's median. */
export type PitchPoint = { time: number; semitones: number };

export type PitchTrack = {
  /** Voiced frames only, smoothed; a gap in time (more than one hop) is a pause or an unvoiced sound. */
  points: PitchPoint[];
  /** The speaker's median pitch, the 0 of `semitones`; null when nothing in the recording was voiced. */
  medianHz: number | null;
  duration: number;
};

/** Speech from a deep adult voice to a child's high one. */
const minHz = 60;
const maxHz = 700;
const frameSeconds = 0.03;
export const hopSeconds = 0.01;
/** YIN's absolute threshold on the normalised difference: lower is stricter about what counts as voiced. */
const yinThreshold = 0.15;
/** Frames this much quieter than the loudest frame are background, whatever their periodicity. */
const relativeSilence = 0.06;
const absoluteSilence = 1e-3;
const smoothingFrames = 5;

/**
 * The pitch contour of a mono recording with YIN (de Cheveigné & Kawahara, 2002; decision 0100):
 * per 30 ms frame, the lag where the signal best repeats itself; frames that don't repeat clearly
 * (noise, breath) or are near silence are left out. Decode at 16 kHz: the search is quadratic in
 * the frame length.
 */
export function trackPitch(samples: Float32Array, sampleRate: number): PitchTrack {
  const frame = Math.round(frameSeconds * sampleRate);
  const hop = Math.round(hopSeconds * sampleRate);
  const maxLag = Math.min(Math.ceil(sampleRate / minHz), frame);
  const minLag = Math.floor(sampleRate / maxHz);
  const duration = samples.length / sampleRate;
  const starts: number[] = [];
  for (let start = 0; start + frame + maxLag <= samples.length; start += hop) starts.push(start);
  const loudness = starts.map((start) => rms(samples, start, frame + maxLag));
  const silence = Math.max(absoluteSilence, relativeSilence * Math.max(0, ...loudness));

  const raw: { time: number; hz: number }[] = [];
  starts.forEach((start, i) => {
    if (loudness[i]! < silence) return;
    const lag = yinLag(samples, start, frame, minLag, maxLag);
    if (lag !== null) raw.push({ time: (start + frame / 2) / sampleRate, hz: sampleRate / lag });
  });
  if (raw.length === 0) return { points: [], medianHz: null, duration };

  const medianHz = median(raw.map((p) => p.hz));
  const semitones = raw.map((p) => ({ time: p.time, semitones: 12 * Math.log2(p.hz / medianHz) }));
  return { points: smoothWithinRuns(semitones, hopSeconds), medianHz, duration };
}

function rms(samples: Float32Array, start: number, length: number) {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / length);
}

/** YIN steps 2–5: difference function, cumulative mean normalisation, absolute threshold, parabolic interpolation. */
function yinLag(samples: Float32Array, start: number, frame: number, minLag: number, maxLag: number): number | null {
  const normalised = new Float64Array(maxLag + 1);
  normalised[0] = 1;
  let runningSum = 0;
  for (let lag = 1; lag <= maxLag; lag++) {
    let difference = 0;
    for (let j = start; j < start + frame; j++) {
      const delta = samples[j]! - samples[j + lag]!;
      difference += delta * delta;
    }
    runningSum += difference;
    normalised[lag] = runningSum === 0 ? 1 : (difference * lag) / runningSum;
  }
  for (let lag = Math.max(minLag, 2); lag < maxLag; lag++) {
    if (normalised[lag]! >= yinThreshold) continue;
    while (lag + 1 < maxLag && normalised[lag + 1]! < normalised[lag]!) lag++;
    const [before, at, after] = [normalised[lag - 1]!, normalised[lag]!, normalised[lag + 1]!];
    const curvature = before - 2 * at + after;
    return curvature > 0 ? lag + (before - after) / (2 * curvature) : lag;
  }
  return null;
}

export function median(values: number[]) {
  return percentile(values, 0.5);
}

/** Linear-interpolated percentile, p in [0, 1]. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

/** A running median inside each voiced run: removes single-frame octave slips without bridging pauses. */
function smoothWithinRuns(points: PitchPoint[], hop: number): PitchPoint[] {
  const runs: PitchPoint[][] = [];
  for (const point of points) {
    const run = runs.at(-1);
    if (run && point.time - run.at(-1)!.time < hop * 1.5) run.push(point);
    else runs.push([point]);
  }
  const half = Math.floor(smoothingFrames / 2);
  return runs.flatMap((run) =>
    run.map((point, i) => ({
      time: point.time,
      semitones: median(run.slice(Math.max(0, i - half), i + half + 1).map((p) => p.semitones)),
    })),
  );
}
