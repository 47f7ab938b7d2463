/**
 * Edit distance (insert, delete, substitute, swap two neighbours) between `a` and `b` if it is at
 * most `max`, else `max + 1`. Only a band of width 2·max+1 is computed, so it costs
 * O(max · length) however long the strings are.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  const big = max + 1;
  let before = new Array<number>(t.length + 1).fill(big);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => (j <= max ? j : big));
  for (let i = 1; i <= s.length; i++) {
    const current = new Array<number>(t.length + 1).fill(big);
    if (i <= max) current[0] = i;
    let rowMin = current[0]!;
    for (let j = Math.max(1, i - max); j <= Math.min(t.length, i + max); j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = Math.min(d, big);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > max) return big;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, big);
}
