import { annualSaving } from './pricing.js';

/** One line of a checkout with several items: a catalog price as the server (or the page) read it. */
export type BuildLine = {
  priceId: string;
  productId: string;
  kind: 'plan' | 'add_on' | 'one_time';
  interval: 'monthly' | 'annual' | 'once';
  amountCents: number;
  currency: string;
};

export const maxExtraItems = 4;

export type BuildProblem = 'extras_need_plan' | 'plan_as_extra' | 'duplicate' | 'interval_mismatch' | 'currency_mismatch' | 'too_many';

/**
 * Whether a plan and extra items can be one checkout: extras ride on a recurring plan; each product
 * once; recurring extras bill on the plan's cycle (one subscription has one cycle); one currency.
 */
export function buildProblem(primary: BuildLine, extras: readonly BuildLine[]): BuildProblem | null {
  if (extras.length === 0) return null;
  if (extras.length > maxExtraItems) return 'too_many';
  if (primary.kind !== 'plan' || primary.interval === 'once') return 'extras_need_plan';
  const products = new Set([primary.productId]);
  for (const line of extras) {
    if (line.kind === 'plan') return 'plan_as_extra';
    if (products.has(line.productId)) return 'duplicate';
    products.add(line.productId);
    if (line.interval !== 'once' && line.interval !== primary.interval) return 'interval_mismatch';
    if (line.currency !== primary.currency) return 'currency_mismatch';
  }
  return null;
}

/**
 * What a build costs: today (everything, or only the one-time lines during a free trial) and on
 * each renewal (the recurring lines). Integer cents.
 */
export function buildTotals(lines: readonly BuildLine[], trial: boolean) {
  const recurringCents = lines.filter((l) => l.interval !== 'once').reduce((sum, l) => sum + l.amountCents, 0);
  const onceCents = lines.filter((l) => l.interval === 'once').reduce((sum, l) => sum + l.amountCents, 0);
  return { dueTodayCents: (trial ? 0 : recurringCents) + onceCents, recurringCents, onceCents };
}

/** What paying the recurring lines annually saves over twelve months of their monthly prices. */
export function buildAnnualSaving(monthlyRecurringCents: number, annualRecurringCents: number) {
  return annualSaving(monthlyRecurringCents, annualRecurringCents);
}
