import { z } from 'zod';
import { enterprisePlanMaxSeats, enterprisePlanMinSeats } from '../billing/enterprise-estimate.js';
import { gradeBands } from '../school/grade-band.js';
import { emailSchema, personNameSchema } from './fields.js';

export const enterpriseBillingCycles = ['monthly', 'annual'] as const;

/** POST /api/enterprise-plan/requests — a school's seat-based quote request. */
export const createEnterprisePlanRequestInputSchema = z.object({
  contactName: personNameSchema,
  email: emailSchema,
  organization: z
    .string({ error: 'enterprise.organizationRequired' })
    .trim()
    .min(2, { error: 'enterprise.organizationRequired' })
    .max(200, { error: 'enterprise.organizationRequired' }),
  seats: z.coerce
    .number({ error: 'donations.enterpriseSeats' })
    .int({ error: 'donations.enterpriseSeats' })
    .min(enterprisePlanMinSeats, { error: 'donations.enterpriseSeats' })
    .max(enterprisePlanMaxSeats, { error: 'donations.enterpriseSeats' }),
  gradeBands: z
    .array(z.enum(gradeBands, { error: 'donations.enterpriseGradeBands' }), { error: 'donations.enterpriseGradeBands' })
    .min(1, { error: 'donations.enterpriseGradeBands' })
    .max(gradeBands.length, { error: 'donations.enterpriseGradeBands' })
    .refine((bands) => new Set(bands).size === bands.length, { error: 'donations.enterpriseGradeBands' }),
  billingCycle: z.enum(enterpriseBillingCycles, { error: 'donations.enterpriseBillingCycle' }),
  message: z.string().trim().max(5000, { error: 'contact.messageTooLong' }).optional().default(''),
});
export type CreateEnterprisePlanRequestInput = z.input<typeof createEnterprisePlanRequestInputSchema>;

export const enterprisePlanEstimateSchema = z.object({
  listPerSeatCents: z.number().int(),
  percentOff: z.number().int(),
  perSeatCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});

/** What the requester gets back: the reference to quote, and the estimate as stored. */
export const enterprisePlanReceiptSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  estimate: enterprisePlanEstimateSchema,
});
export type EnterprisePlanReceipt = z.infer<typeof enterprisePlanReceiptSchema>;

/** GET /api/admin/enterprise-plan-requests — newest first. */
export const enterprisePlanRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  contactName: z.string(),
  email: z.string(),
  organization: z.string(),
  seats: z.number().int(),
  gradeBands: z.array(z.enum(gradeBands)),
  billingCycle: z.enum(enterpriseBillingCycles),
  message: z.string(),
  estimate: enterprisePlanEstimateSchema,
  createdAt: z.string(),
});
export type EnterprisePlanRequest = z.infer<typeof enterprisePlanRequestSchema>;
export const enterprisePlanRequestsSchema = z.object({ requests: z.array(enterprisePlanRequestSchema) });
export type EnterprisePlanRequests = z.infer<typeof enterprisePlanRequestsSchema>;
