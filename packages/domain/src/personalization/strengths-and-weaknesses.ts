/** Topics: a strength score of 50 or more is a strength, 49 or less weak. */
export const topicCutoffs = { strongAtLeast: 50, weakAtMost: 49 };
/** Domains: recent results at least 5 index points above the learner's own earlier ones are a strength, 5 or more below weak. */
export const domainCutoffs = { strongAtLeast: 5, weakAtMost: -5 };
/** At most this many strengths and weak spots of each kind are named. */
export const maxListed = 3;

/**
 * Splits judged items (score not null) into strengths (score ≥ `strongAtLeast`, best first) and
 * weak spots (score ≤ `weakAtMost`, weakest first), at most three each. Items without a score are never
 * judged; items in between are neither.
 */
export function splitByScore<T>(
  items: readonly T[],
  score: (item: T) => number | null,
  { strongAtLeast, weakAtMost }: { strongAtLeast: number; weakAtMost: number },
) {
  const judged = items.filter((item) => score(item) !== null);
  const strengths = judged
    .filter((item) => score(item)! >= strongAtLeast)
    .sort((a, b) => score(b)! - score(a)!)
    .slice(0, maxListed);
  const weak = judged
    .filter((item) => score(item)! <= weakAtMost)
    .sort((a, b) => score(a)! - score(b)!)
    .slice(0, maxListed);
  return { strengths, weak };
}
