import { z } from 'zod';

/** What we put in a charge's metadata so its webhooks lead back to our rows. */
export type CryptoRefs = { checkout_ref: string; customer_ref: string; price_id: string };

const chargeSchema = z.object({
  id: z.string().min(1),
  code: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  /** Payments detected on the blockchain; a failed charge with payments was underpaid, one without simply expired. */
  payments: z.array(z.unknown()).nullish(),
});

/** A webhook delivery: `{ id, scheduled_for, event: { id, type, created_at, data: <charge> } }`. */
const deliverySchema = z.object({
  event: z.object({
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(100),
    created_at: z.iso.datetime({ offset: true }),
    data: chargeSchema,
  }),
});

export type CryptoWireEvent = z.infer<typeof deliverySchema>['event'];

/** The event of a verified delivery; null when the body is not one. */
export function parseCryptoDelivery(rawBody: string): CryptoWireEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = deliverySchema.safeParse(json);
  return parsed.success ? parsed.data.event : null;
}

/** Cents as the API's decimal string: 1999 → "19.99" (no floating point on the way). */
export function decimalAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
