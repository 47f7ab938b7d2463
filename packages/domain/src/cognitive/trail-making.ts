/**
 * Trail making: part A (numbers in order) measures processing speed, part B (alternating numbers
 * and letters) adds set switching. B − A isolates the switching cost; B / A is its ratio form.
 */
export function trailMakingCost(partAMs: number, partBMs: number) {
  if (!(partAMs > 0 && partBMs > 0)) return { switchCostMs: null, ratio: null };
  return { switchCostMs: partBMs - partAMs, ratio: partBMs / partAMs };
}
