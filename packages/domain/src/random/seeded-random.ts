/** A seeded source of numbers: the same seed always gives the same sequence (practice that can be replayed and checked later). */
export type SeededRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** An integer in [min, max] other than 0. */
  nonZero(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in a random order. */
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32: small, fast and good enough for choosing numbers in exercises (not for secrets). */
export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    nonZero(min, max) {
      if (min === 0 && max === 0) throw new RangeError('no integer other than 0 in [0, 0]');
      for (;;) {
        const n = int(min, max);
        if (n !== 0) return n;
      }
    },
    pick: (items) => {
      if (items.length === 0) throw new RangeError('nothing to pick from');
      return items[Math.floor(next() * items.length)]!;
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** FNV-1a: a seed from text (a user, a topic, a day), stable across runs. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
