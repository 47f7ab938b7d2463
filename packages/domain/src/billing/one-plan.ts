/**
 * One plan per customer. Every way into a plan — checkout, guest claim, family join, access
 * code — asks this rule first; the server also holds it under concurrency (a unique index on
 * open plan checkouts), so two tabs paying at once cannot both pass.
 */
export type PlanHolding = {
  /** The plan the customer holds now and that is not yet ended, if any. */
  live: { priceId: string } | null;
  /** A plan checkout of theirs still open or processing at the provider, if any. */
  openCheckout: { priceId: string } | null;
};

/**
 * - `start`: nothing held, a new plan checkout may open;
 * - `change_plan`: a plan is held: the way forward is changing it (prorated), never a second one;
 * - `same_plan`: that plan is held already;
 * - `checkout_open`: another plan checkout is under way: finish or cancel it first.
 */
export type PlanEntry = 'start' | 'change_plan' | 'same_plan' | 'checkout_open';

export function planEntry(holding: PlanHolding, priceId: string): PlanEntry {
  if (holding.live) return holding.live.priceId === priceId ? 'same_plan' : 'change_plan';
  if (holding.openCheckout) return 'checkout_open';
  return 'start';
}

/** Whether a plan may be added beside what is held (a claim or a join adds one without a checkout). */
export function mayAddPlan(holding: PlanHolding): boolean {
  return holding.live === null;
}
