import { z } from 'zod';
import { maxExtraItems } from '../billing/plan-builder.js';
import { tiers } from '../billing/entitlements.js';

const priceIdSchema = z.string({ error: 'billing.unknownPrice' }).regex(/^[a-z0-9_]{2,64}$/, { error: 'billing.unknownPrice' });

/**
 * POST /api/billing/build-checkout: a catalog price and extra items (add-ons on the plan's cycle,
 * one-time products) in one checkout, with the total the page showed; the server recomputes it
 * from the catalog and refuses a different one.
 */
export const buildCheckoutInputSchema = z.object({
  priceId: priceIdSchema,
  extraPriceIds: z.array(priceIdSchema).max(maxExtraItems, { error: 'catalog.tooManyItems' }).default([]),
  shownTotalCents: z.number({ error: 'billing.badRequest' }).int().min(0),
  /** The default method or one of the extra ones of GET /api/billing/methods; the default when absent. */
  method: z
    .string()
    .regex(/^[a-z_]{2,32}$/, { error: 'catalog.unknownMethod' })
    .optional(),
  idempotencyKey: z.uuid({ error: 'billing.badRequest' }),
});
export type BuildCheckoutInput = z.input<typeof buildCheckoutInputSchema>;

export const addOnEligibilities = ['eligible', 'needs_plan', 'included', 'owned'] as const;
export type AddOnOffer = (typeof addOnEligibilities)[number];

/** GET /api/billing/add-ons: the caller's add-ons, passes, and what they may buy. */
export const addOnsOverviewSchema = z.object({
  tier: z.enum(tiers),
  addOns: z.array(
    z.object({
      productId: z.string(),
      priceId: z.string(),
      status: z.enum(['trialing', 'active', 'past_due', 'canceled']),
      bundled: z.boolean(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  passes: z.array(z.object({ productId: z.string(), purchasedAt: z.string(), validUntil: z.string().nullable() })),
  offers: z.record(z.string(), z.enum(addOnEligibilities)),
});
export type AddOnsOverview = z.infer<typeof addOnsOverviewSchema>;
