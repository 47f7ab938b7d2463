import { z } from 'zod';
import { tiers } from '../billing/entitlements.js';

export const productKinds = ['plan', 'add_on', 'one_time'] as const;
export const priceIntervals = ['monthly', 'annual', 'once'] as const;

export const catalogPriceSchema = z.object({
  id: z.string(),
  interval: z.enum(priceIntervals),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type CatalogPrice = z.infer<typeof catalogPriceSchema>;

export const catalogProductSchema = z.object({
  id: z.string(),
  kind: z.enum(productKinds),
  /** The tier a plan grants (family grants premium); null for add-ons and one-time products. */
  tier: z.enum(tiers).nullable(),
  /** Family plan: how many people share it, owner included. */
  maxMembers: z.number().int().nullable(),
  prices: z.array(catalogPriceSchema),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** GET /api/billing/catalog */
export const catalogSchema = z.object({ products: z.array(catalogProductSchema), trialDays: z.number().int() });
export type Catalog = z.infer<typeof catalogSchema>;

/**
 * Ways to pay offered next to the default provider (PAYMENT_PROVIDER), each on when its own
 * settings are present. A checkout may name one; the server refuses one it has not configured.
 */
export const extraPaymentMethods = ['paypal', 'square', 'crypto'] as const;
export type ExtraPaymentMethod = (typeof extraPaymentMethods)[number];

/** GET /api/billing/methods: the default provider and the extra ways to pay configured here. */
export const paymentMethodsSchema = z.object({
  default: z.string(),
  extra: z.array(z.enum(extraPaymentMethods)),
  /** The methods (default included) that take several items in one checkout (decision 0023); absent: none. */
  multipleItems: z.array(z.string()).optional(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

const priceIdSchema = z.string({ error: 'billing.unknownPrice' }).regex(/^[a-z0-9_]{2,64}$/, { error: 'billing.unknownPrice' });

/**
 * POST /api/billing/checkout. The amount the page showed is sent only to be compared with the
 * catalog: a different amount is refused, the catalog's is what gets charged.
 */
export const createCheckoutInputSchema = z.object({
  priceId: priceIdSchema,
  shownAmountCents: z.number().int().min(0).optional(),
  /** One per checkout attempt, made by the page: a double click opens one checkout, not two. */
  idempotencyKey: z.uuid({ error: 'billing.badRequest' }),
  /** An extra way to pay (absent: the default provider); one not configured here is refused. */
  provider: z.enum(extraPaymentMethods, { error: 'billing.badRequest' }).optional(),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutInputSchema>;

export const checkoutSessionSchema = z.object({ checkoutId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const checkoutStatuses = ['open', 'processing', 'completed', 'failed', 'canceled'] as const;
export const checkoutFailures = ['card_declined', 'insufficient_funds', 'authentication_failed'] as const;

/** GET /api/billing/checkouts/:id — the processing page polls this until access is granted. */
export const checkoutStatusSchema = z.object({
  id: z.string(),
  status: z.enum(checkoutStatuses),
  priceId: z.string(),
  failure: z.enum(checkoutFailures).nullable(),
  /** True only once a verified provider event has given access. */
  activated: z.boolean(),
  /** Days of free trial this checkout started with (0: paid today). */
  trialDays: z.number().int().min(0),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled'] as const;

export const subscriptionDetailSchema = z.object({
  id: z.string(),
  productId: z.string(),
  tier: z.enum(tiers),
  priceId: z.string(),
  interval: z.enum(priceIntervals),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Who bills it: `paypal` has no card to replace here (the buyer pays from their PayPal account). */
  provider: z.string(),
  /** Paid ahead for this period (crypto): it ends at currentPeriodEnd unless bought again; nothing to cancel. */
  prepaid: z.boolean(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(['paid', 'failed']),
  amountCents: z.number().int(),
  currency: z.string(),
  priceId: z.string().nullable(),
  reason: z.enum(['subscription_create', 'subscription_cycle', 'subscription_update', 'one_time']),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/billing/subscription */
export const billingOverviewSchema = z.object({
  subscription: subscriptionDetailSchema.nullable(),
  trialEligible: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const changePlanInputSchema = z.object({
  priceId: priceIdSchema,
  shownAmountCents: z.number().int().min(0).optional(),
  idempotencyKey: z.uuid({ error: 'billing.badRequest' }),
});
export type ChangePlanInput = z.infer<typeof changePlanInputSchema>;

/** POST /api/billing/subscription/change: the overview, or where the buyer approves the change first (PayPal). */
export const planChangeResultSchema = billingOverviewSchema.extend({ approvalUrl: z.string().optional() });
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;

/** POST /api/billing/subscription/preview-change: what changing now would cost (negative = credit). */
export const planChangePreviewSchema = z.object({ prorationCents: z.number().int(), currency: z.string() });
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** POST /api/billing/guest-checkout: a checkout without an account, held against this email until claimed. */
export const guestCheckoutInputSchema = createCheckoutInputSchema.omit({ provider: true }).extend({
  email: z
    .string({ error: 'billing.guestEmail' })
    .trim()
    .pipe(z.email({ error: 'billing.guestEmail' }).max(254, { error: 'billing.guestEmail' })),
});
export type GuestCheckoutInput = z.infer<typeof guestCheckoutInputSchema>;

/** GET /api/billing/guest-checkouts/:id — what the guest's return page shows. */
export const guestCheckoutStatusSchema = z.object({
  id: z.string(),
  status: z.enum(checkoutStatuses),
  priceId: z.string(),
  email: z.string(),
  failure: z.enum(checkoutFailures).nullable(),
});
export type GuestCheckoutStatus = z.infer<typeof guestCheckoutStatusSchema>;

export const claimStates = ['open', 'claimed', 'expired'] as const;
/** GET /api/billing/claims/:token — a guest purchase waiting for its account. */
export const claimInfoSchema = z.object({ email: z.string(), productId: z.string(), state: z.enum(claimStates) });
export type ClaimInfo = z.infer<typeof claimInfoSchema>;

/** GET /api/billing/payment-method — the card the subscription is charged to. */
export const paymentMethodSchema = z.object({ brand: z.string(), last4: z.string().nullable() }).nullable();
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodUpdateInputSchema = z.object({ idempotencyKey: z.uuid({ error: 'billing.badRequest' }) });

/** One of the person's subscriptions in "export my data" (GET /api/account/export); times as UTC ISO strings. */
export const exportedSubscriptionSchema = z.object({
  status: z.string(),
  plan_type: z.string(),
  billing_cycle: z.string(),
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});
