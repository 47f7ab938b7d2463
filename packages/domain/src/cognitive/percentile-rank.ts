/**
 * Where a learner's score stands among learners of the same grade band: the mid-rank percentile,
 * (users who scored worse + half of those who tied, counting the learner) / users × 100, so the
 * lone best of many is near 100, the median learner 50 and ties share a rank. Shown only once at
 * least `minimumPeers` different users of the band have results for the task: below that a
 * percentile says little, and no norms are invented to fill the gap.
 */
export const minimumPeers = 30;

export type PeerCounts = { worse: number; tied: number; users: number };

export function percentileFromCounts({ worse, tied, users }: PeerCounts): number | null {
  if (users < minimumPeers || tied < 1 || worse + tied > users) return null;
  return Math.round(((worse + tied / 2) / users) * 100);
}

/** The same rule from the raw per-user values (`mine` must be among them): the reference for the SQL. */
export function percentileRank(mine: number, values: readonly number[], higherIsBetter: boolean): number | null {
  const worse = values.filter((v) => (higherIsBetter ? v < mine : v > mine)).length;
  const tied = values.filter((v) => v === mine).length;
  return percentileFromCounts({ worse, tied, users: values.length });
}

/** The median of a learner's scores (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
