import { periodEnd, type BillingCycle } from './pricing.js';

/** One confirmed prepaid purchase of a plan period (a crypto charge): when it was confirmed and for how long. */
export type PrepaidPurchase = { id: string; confirmedAt: Date; cycle: BillingCycle };
export type PrepaidPeriod = { id: string; start: Date; end: Date };

/**
 * The periods a run of prepaid purchases buys, in confirmation order. A purchase confirmed while a
 * period is still running extends it from its end (nothing paid is lost); one confirmed after the end
 * starts from its confirmation. Order of arrival does not matter: the same purchases give the same periods.
 */
export function prepaidPeriods(purchases: readonly PrepaidPurchase[]): PrepaidPeriod[] {
  const sorted = [...purchases].sort((a, b) => a.confirmedAt.getTime() - b.confirmedAt.getTime() || a.id.localeCompare(b.id));
  const periods: PrepaidPeriod[] = [];
  for (const purchase of sorted) {
    const previousEnd = periods.at(-1)?.end;
    const start = previousEnd && previousEnd > purchase.confirmedAt ? previousEnd : purchase.confirmedAt;
    periods.push({ id: purchase.id, start, end: periodEnd(start, purchase.cycle) });
  }
  return periods;
}

/**
 * What the customer holds after those purchases: the start of the unbroken stretch the latest period
 * belongs to and its end; null without purchases.
 */
export function prepaidCoverage(purchases: readonly PrepaidPurchase[]): { start: Date; end: Date; lastId: string } | null {
  const periods = prepaidPeriods(purchases);
  const last = periods.at(-1);
  if (!last) return null;
  let start = last.start;
  for (let i = periods.length - 2; i >= 0 && periods[i]!.end.getTime() === start.getTime(); i--) start = periods[i]!.start;
  return { start, end: last.end, lastId: last.id };
}
