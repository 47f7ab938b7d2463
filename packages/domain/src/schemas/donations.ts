import { z } from 'zod';
import { donationAmountProblem, donationIntervals } from '../billing/donations.js';

/**
 * POST /api/donations. Signed in: the account's email is used. Signed out: `email` is required
 * (the receipt goes there). The amount is checked on the server with the same rule the page uses.
 */
export const startDonationInputSchema = z.object({
  amountCents: z.number({ error: 'donations.amountInvalid' }).superRefine((value, ctx) => {
    const problem = donationAmountProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `donations.${problem}` });
  }),
  interval: z.enum(donationIntervals, { error: 'donations.intervalInvalid' }),
  email: z.email({ error: 'donations.emailInvalid' }).max(254, { error: 'donations.emailInvalid' }).optional(),
  idempotencyKey: z.uuid({ error: 'donations.badRequest' }),
});
export type StartDonationInput = z.infer<typeof startDonationInputSchema>;

export const donationStatuses = ['pending', 'paid', 'active', 'failed', 'canceled', 'ended'] as const;

/** GET /api/donations/checkouts/:id — the thank-you page (the id is known only to the browser that paid). */
export const donationStatusSchema = z.object({
  status: z.enum(donationStatuses),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.enum(donationIntervals),
  failure: z.enum(['card_declined', 'insufficient_funds', 'authentication_failed']).nullable(),
});
export type DonationStatus = z.infer<typeof donationStatusSchema>;

/** GET /api/donations/monthly — the signed-in donor's monthly donations (subscription management). */
export const monthlyDonationSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(donationStatuses),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type MonthlyDonation = z.infer<typeof monthlyDonationSchema>;
export const monthlyDonationsSchema = z.object({ donations: z.array(monthlyDonationSchema) });
export type MonthlyDonations = z.infer<typeof monthlyDonationsSchema>;
