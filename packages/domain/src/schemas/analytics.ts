import { z } from 'zod';

/** Spec section 7 event names, plus the funnel steps of section 4. */
export const analyticsEventNames = [
  'checkout_started',
  'button_click',
  'purchase_completed',
  'funnel_step',
  'subscription_funnel',
  'payment_process',
] as const;
export const analyticsEventNameSchema = z.enum(analyticsEventNames);

export const subscriptionFunnelSteps = {
  view_plans: 1,
  select_plan: 2,
  begin_checkout: 3,
  provide_payment: 4,
  complete_payment: 5,
  activated: 6,
} as const;

const sessionId = z.uuid();
const path = z.string().min(1).max(2048).startsWith('/');
const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const recordPageViewInputSchema = z.object({
  path,
  referrer: z.string().max(2048).optional(),
  locale: z.string().max(16).optional(),
  sessionId,
});
export type RecordPageViewInput = z.infer<typeof recordPageViewInputSchema>;

export const recordEventInputSchema = z.object({
  name: analyticsEventNameSchema,
  path: path.optional(),
  sessionId,
  /** Flat, small, and never free text typed by a child: keys and short values only. */
  properties: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), scalar)
    .refine((p) => Object.keys(p).length <= 20, { error: 'analytics.tooManyProperties' })
    .default({}),
});
export type RecordEventInput = z.input<typeof recordEventInputSchema>;

/** A page view recorded under the person's id, in "export my data" (GET /api/account/export). */
export const exportedPageViewSchema = z.object({ path: z.string(), created_at: z.string() });

/** A product event recorded under the person's id, with its properties as stored. */
export const exportedEventSchema = z.object({ name: z.string(), properties: z.record(z.string(), z.unknown()), created_at: z.string() });
