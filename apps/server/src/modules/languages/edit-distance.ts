/**
 * Edit distance (insert, delete, substitute, swap two neighbours) between `a` and `b` if it is at
 * most `max`, else `max + 1`. Only a band of width 2·max+1 around the diagonal is computed, in
 * three reused rows, so it costs O(max · length) however long the strings are.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  const big = max + 1;
  if (Math.abs(s.length - t.length) > max) return big;
  let before = new Uint32Array(t.length + 1).fill(big);
  let previous = new Uint32Array(t.length + 1).fill(big);
  let current = new Uint32Array(t.length + 1).fill(big);
  for (let j = 0; j <= Math.min(t.length, max); j++) previous[j] = j;
  for (let i = 1; i <= s.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(t.length, i + max);
    current[0] = i <= max ? i : big;
    if (lo > 1) current[lo - 1] = big;
    let rowMin = current[0]!;
    for (let j = lo; j <= hi; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = Math.min(d, big);
      rowMin = Math.min(rowMin, current[j]!);
    }
    // The next row reads one cell past this band: it must count as out of reach.
    if (hi < t.length) current[hi + 1] = big;
    if (rowMin > max) return big;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length]!, big);
}
