/** Breathing patterns (seconds per phase) and where in the cycle a given moment falls. */
export type BreathPhase = 'inhale' | 'holdIn' | 'exhale' | 'holdOut';
export type BreathPattern = Record<BreathPhase, number>;

/** A longer out-breath than in-breath: the slow pattern most guides start with. */
export const calmPattern: BreathPattern = { inhale: 4, holdIn: 2, exhale: 6, holdOut: 0 };
/** Box breathing: four equal sides. */
export const boxPattern: BreathPattern = { inhale: 4, holdIn: 4, exhale: 4, holdOut: 4 };

const order: BreathPhase[] = ['inhale', 'holdIn', 'exhale', 'holdOut'];

export const cycleSeconds = (p: BreathPattern) => order.reduce((sum, phase) => sum + p[phase], 0);

export type BreathMoment = { phase: BreathPhase; cycle: number; secondsLeft: number; progress: number };

/** The phase at `elapsedMs` since the pacer started; phases of zero length are skipped. */
export function breathAt(pattern: BreathPattern, elapsedMs: number): BreathMoment {
  const total = cycleSeconds(pattern) * 1000;
  if (total <= 0) throw new Error('a breathing pattern needs at least one phase');
  const t = Math.max(0, elapsedMs);
  const cycle = Math.floor(t / total);
  let within = t - cycle * total;
  for (const phase of order) {
    const length = pattern[phase] * 1000;
    if (length === 0) continue;
    if (within < length) return { phase, cycle, secondsLeft: Math.ceil((length - within) / 1000), progress: within / length };
    within -= length;
  }
  // Unreachable: `within` is always below the total.
  return { phase: 'inhale', cycle: cycle + 1, secondsLeft: pattern.inhale, progress: 0 };
}

/** How large the guide circle is (0 = empty lungs, 1 = full) at a moment of the cycle. */
export function lungFill(moment: BreathMoment): number {
  switch (moment.phase) {
    case 'inhale':
      return moment.progress;
    case 'holdIn':
      return 1;
    case 'exhale':
      return 1 - moment.progress;
    case 'holdOut':
      return 0;
  }
}
