import { z } from 'zod';

/** GET /api/billing/express?priceId= — what the confirm step shows: the catalog amount and the saved card. */
export const expressOfferSchema = z.object({
  priceId: z.string(),
  productId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Null: no card kept at the provider (or a provider without express charges): use the normal checkout. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type ExpressOffer = z.infer<typeof expressOfferSchema>;

/** POST /api/billing/express — one click: a new idempotency key per click, the amount shown checked. */
export const startExpressInputSchema = z.object({
  priceId: z.string({ error: 'billing.unknownPrice' }).regex(/^[a-z0-9_]{2,64}$/, { error: 'billing.unknownPrice' }),
  shownAmountCents: z.number().int().min(0),
  idempotencyKey: z.uuid({ error: 'billing.badRequest' }),
});
export type StartExpressInput = z.infer<typeof startExpressInputSchema>;

export const expressResultSchema = z.object({
  outcome: z.enum(['succeeded', 'requires_action', 'declined', 'no_saved_card']),
  checkoutId: z.string().nullable(),
});
export type ExpressResult = z.infer<typeof expressResultSchema>;
