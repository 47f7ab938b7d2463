import { withAddOns, type AddOnGrant } from './add-ons.js';

/**
 * Who may use what: the spec's two feature checks reconciled into one table (ARCHITECTURE.md,
 * "Access"). The server decides with these functions; the web app calls them only to decide what
 * to show. Pure: no I/O, no clock (callers pass `now`).
 */
export const tiers = ['free', 'basic', 'premium', 'ultimate'] as const;
export type Tier = (typeof tiers)[number];

export const accessTypes = ['student', 'teacher', 'admin', 'master'] as const;
export type AccessType = (typeof accessTypes)[number];

const freeFeatures = ['basic_content', 'limited_ai', 'basic_homework_help', 'free_flashcards', 'subject_browse'] as const;
const basicFeatures = [
  'worksheet_help',
  'basic_brain_training',
  'unlimited_questions',
  'unlimited_flashcards',
  'study_guides',
  'practice_tests',
] as const;
const premiumFeatures = ['advanced_ai', 'ar_games', 'premium_content', 'personalization', 'export_data', 'ai_conversation'] as const;
/** The spec's `ultimate_exclusive` group. */
export const ultimateExclusiveFeatures = ['voice_translation', 'homework_solution', 'unlimited_practice'] as const;

export const features = [...freeFeatures, ...basicFeatures, ...premiumFeatures, ...ultimateExclusiveFeatures] as const;
export type Feature = (typeof features)[number];

/** Features each tier adds to the one below it. */
const addedByTier: Record<Tier, readonly Feature[]> = {
  free: freeFeatures,
  basic: basicFeatures,
  premium: premiumFeatures,
  ultimate: ultimateExclusiveFeatures,
};

const featuresByTier = new Map<Tier, ReadonlySet<Feature>>(
  tiers.map((tier) => [tier, new Set(tiers.slice(0, tiers.indexOf(tier) + 1).flatMap((t) => addedByTier[t]))]),
);

/** Every feature of a tier, including those of the tiers below (one shared set per tier: never change it). */
export function featuresOfTier(tier: Tier): ReadonlySet<Feature> {
  return featuresByTier.get(tier)!;
}

/** Limits per tier; null means unlimited. */
export type Quotas = { questionsPerDay: number | null; worksheetUploadsPerMonth: number };
export const quotasByTier: Record<Tier, Quotas> = {
  free: { questionsPerDay: 10, worksheetUploadsPerMonth: 0 },
  basic: { questionsPerDay: null, worksheetUploadsPerMonth: 30 },
  premium: { questionsPerDay: null, worksheetUploadsPerMonth: 100 },
  ultimate: { questionsPerDay: null, worksheetUploadsPerMonth: 300 },
};

/** Spec: unrecognised tier values map to free; the family plan grants premium. */
export function tierOfPlan(planType: string | null | undefined): Tier {
  if (planType === 'family') return 'premium';
  return (tiers as readonly string[]).includes(planType ?? '') ? (planType as Tier) : 'free';
}

export function accessTypeOf(value: string | null | undefined): AccessType {
  return (accessTypes as readonly string[]).includes(value ?? '') ? (value as AccessType) : 'student';
}

export type SubscriptionRow = {
  status: string;
  plan_type: string | null;
  created_at: Date;
  current_period_end: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: boolean;
};

/** Spec: only the newest active subscription counts (trialing counts as active). */
export function currentSubscription<T extends SubscriptionRow>(rows: readonly T[]): T | null {
  const active = rows.filter((r) => r.status === 'active' || r.status === 'trialing');
  return active.reduce<T | null>((newest, r) => (!newest || r.created_at > newest.created_at ? r : newest), null);
}

const dayMs = 86_400_000;

/** Spec: a trial is active while trial_end is in the future; days left rounded up, none when past. */
export function trialState(trialEnd: Date | null, now: Date): { active: boolean; daysLeft: number | null } {
  if (!trialEnd || trialEnd.getTime() <= now.getTime()) return { active: false, daysLeft: null };
  return { active: true, daysLeft: Math.ceil((trialEnd.getTime() - now.getTime()) / dayMs) };
}

export type Entitlements = {
  tier: Tier;
  trial: { active: boolean; daysLeft: number | null };
  cancelAtPeriodEnd: boolean;
  features: ReadonlySet<Feature>;
  quotas: Quotas;
};

/**
 * What a user may use now, from their subscriptions and the add-ons in force. Spec: during a trial everything except
 * ultimate_exclusive and export_data, whatever plan the trial is of; paid access starts when it ends.
 */
export function entitlementsFor(rows: readonly SubscriptionRow[], now: Date, addOns: readonly AddOnGrant[] = []): Entitlements {
  const current = currentSubscription(rows);
  const tier = current ? tierOfPlan(current.plan_type) : 'free';
  const trial = trialState(current?.trial_end ?? null, now);
  let granted = featuresOfTier(tier);
  let quotas = quotasByTier[tier];
  if (trial.active) {
    granted = new Set([...featuresOfTier('premium')].filter((f) => f !== 'export_data'));
    quotas = quotasByTier.premium;
  }
  // Add-ons and passes bought on top of the plan (decision 0023).
  ({ features: granted, quotas } = withAddOns({ tier, features: granted, quotas }, addOns, now));
  return { tier, trial, cancelAtPeriodEnd: current?.cancel_at_period_end ?? false, features: granted, quotas };
}

/** Development mode (ARCHITECTURE.md): a teacher on ultimate, valid 365 days from `now`. */
export function developmentAccess(now: Date) {
  return { accessType: 'teacher' as const, tier: 'ultimate' as const, validUntil: new Date(now.getTime() + 365 * dayMs) };
}
