import { z } from 'zod';

/** POST /api/billing/ask-parent — a child asks their parent to buy something: a price of the catalog, or without one a donation. */
export const askParentInputSchema = z.object({
  priceId: z
    .string({ error: 'billing.unknownPrice' })
    .regex(/^[a-z0-9_]{2,64}$/, { error: 'billing.unknownPrice' })
    .optional(),
});
export type AskParentInput = z.infer<typeof askParentInputSchema>;

export const askParentResultSchema = z.object({ sent: z.literal(true) });
export type AskParentResult = z.infer<typeof askParentResultSchema>;
