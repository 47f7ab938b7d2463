import type { Feature, Quotas, Tier } from './entitlements.js';

/**
 * What each add-on and one-time product delivers (decision 0023). Pure: the server applies these
 * in `entitlementsFor`, the pages use them to say what a purchase gives and who may buy it.
 * - tutor_sessions (monthly or annual): the tutor's full worked solutions (`homework_solution`)
 *   on Basic, Premium or Family; Ultimate includes them already.
 * - extra_uploads (monthly or annual): 50 more worksheet uploads a month on any paid plan.
 * - exam_prep_pack (one-time, prepaid): 30 days of unlimited tutor questions with full worked
 *   solutions, on any plan (free included); a second pack extends the first.
 */
export const addOnProductIds = ['tutor_sessions', 'extra_uploads', 'exam_prep_pack'] as const;
export type AddOnProductId = (typeof addOnProductIds)[number];

export const extraUploadsPerMonth = 50;
export const examPassDays = 30;
const dayMs = 86_400_000;

/** A purchase in force: a recurring add-on while its subscription lives (no end), a pass until `validUntil`. */
export type AddOnGrant = { productId: string; validUntil: Date | null };

export type AddOnEligibility = 'eligible' | 'needs_plan' | 'included';

/** Whether someone on `tier` may buy the product (the server refuses anything but eligible). */
export function addOnEligibility(productId: string, tier: Tier): AddOnEligibility {
  switch (productId) {
    case 'tutor_sessions':
      if (tier === 'free') return 'needs_plan';
      return tier === 'ultimate' ? 'included' : 'eligible';
    case 'extra_uploads':
      return tier === 'free' ? 'needs_plan' : 'eligible';
    case 'exam_prep_pack':
      return tier === 'ultimate' ? 'included' : 'eligible';
    default:
      return 'needs_plan';
  }
}

/** The grants still in force at `now`. */
export function liveGrants(grants: readonly AddOnGrant[], now: Date): AddOnGrant[] {
  return grants.filter((g) => g.validUntil === null || g.validUntil.getTime() > now.getTime());
}

/** A tier's features and quotas with the live add-ons on top; an add-on needing a plan gives nothing without one. */
export function withAddOns(base: { tier: Tier; features: ReadonlySet<Feature>; quotas: Quotas }, grants: readonly AddOnGrant[], now: Date) {
  const features = new Set(base.features);
  const quotas: Quotas = { ...base.quotas };
  let extraUploads = false;
  for (const grant of liveGrants(grants, now)) {
    if (grant.productId === 'tutor_sessions' && base.tier !== 'free') features.add('homework_solution');
    if (grant.productId === 'extra_uploads' && base.tier !== 'free') extraUploads = true;
    if (grant.productId === 'exam_prep_pack') {
      features.add('homework_solution');
      quotas.questionsPerDay = null;
    }
  }
  // One subscription of it at a time (the checkout refuses a second), counted once whatever the rows say.
  if (extraUploads && features.has('worksheet_help')) quotas.worksheetUploadsPerMonth += extraUploadsPerMonth;
  return { features, quotas };
}

/** Until when a pass bought at `purchasedAt` runs: a pass still running is extended, not overlapped. */
export function passValidUntil(purchasedAt: Date, runningUntil: Date | null): Date {
  const from = runningUntil && runningUntil.getTime() > purchasedAt.getTime() ? runningUntil : purchasedAt;
  return new Date(from.getTime() + examPassDays * dayMs);
}
