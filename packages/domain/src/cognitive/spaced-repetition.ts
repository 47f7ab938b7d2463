/**
 * Spaced recall on a Leitner schedule. A card starts in box 0 (new, due at once). A card recalled
 * moves up a box and comes back after that box's interval, which roughly doubles each box; a card
 * missed goes back to box 1 and returns the next day. Box 5 is the last: it stays there, every 35
 * days.
 */
export const leitnerIntervalsDays = [0, 1, 3, 7, 16, 35] as const;
export const lastBox = leitnerIntervalsDays.length - 1;
const dayMs = 86_400_000;

export type CardSchedule = { box: number; dueAt: Date };

export function nextReview(box: number, recalled: boolean, reviewedAt: Date): CardSchedule {
  const next = recalled ? Math.min(lastBox, Math.max(0, box) + 1) : 1;
  return { box: next, dueAt: new Date(reviewedAt.getTime() + leitnerIntervalsDays[next]! * dayMs) };
}

/** Due now: its review time has come. A card reviewed ahead of time is accepted within this margin. */
export const earlyReviewMarginMs = 60 * 60_000;
export const isDue = (dueAt: Date, at: Date) => dueAt.getTime() <= at.getTime() + earlyReviewMarginMs;

/** Built-in pairs: word k of a band's list cues word k + 1 (0→1, 2→3, …): arbitrary pairs, as in paired-associate learning. */
export const starterPairCount = 6;
export const starterPairs = <T>(words: readonly T[]) =>
  Array.from({ length: starterPairCount }, (_, k) => ({ front: words[2 * k]!, back: words[2 * k + 1]! }));
