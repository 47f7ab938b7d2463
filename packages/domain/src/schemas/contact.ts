import { z } from 'zod';
import { emailSchema as email, personNameSchema as name } from './fields.js';
const message = z
  .string({ error: 'contact.messageTooShort' })
  .trim()
  .min(10, { error: 'contact.messageTooShort' })
  .max(5000, { error: 'contact.messageTooLong' });

export const contactTopics = ['general', 'support', 'billing', 'privacy', 'schools', 'careers', 'press'] as const;
export const contactTopicSchema = z.enum(contactTopics, { error: 'contact.topicRequired' });

export const createContactMessageInputSchema = z.object({ name, email, topic: contactTopicSchema, message });
export type CreateContactMessageInput = z.input<typeof createContactMessageInputSchema>;

export const organizationTypes = ['school', 'district', 'tutoringCentre', 'company', 'nonprofit', 'other'] as const;

export const createEnterpriseInquiryInputSchema = z.object({
  name,
  email,
  organization: z
    .string({ error: 'enterprise.organizationRequired' })
    .trim()
    .min(2, { error: 'enterprise.organizationRequired' })
    .max(200, { error: 'enterprise.organizationRequired' }),
  organizationType: z.enum(organizationTypes, { error: 'enterprise.organizationTypeRequired' }),
  role: z.string().trim().max(120, { error: 'enterprise.roleTooLong' }).optional().default(''),
  seats: z.coerce
    .number({ error: 'enterprise.seatsInvalid' })
    .int({ error: 'enterprise.seatsInvalid' })
    .min(1, { error: 'enterprise.seatsInvalid' })
    .max(1_000_000, { error: 'enterprise.seatsInvalid' }),
  country: z.string().trim().max(80, { error: 'enterprise.countryTooLong' }).optional().default(''),
  message: message.optional().or(z.literal('')).default(''),
});
export type CreateEnterpriseInquiryInput = z.input<typeof createEnterpriseInquiryInputSchema>;

/** What the caller gets back: a short reference to quote in later messages. */
export const submissionReceiptSchema = z.object({ id: z.uuid(), reference: z.string(), createdAt: z.string() });
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

/** A message the person sent the team (matched by address), in "export my data" (GET /api/account/export). */
export const exportedContactMessageSchema = z.object({ name: z.string(), topic: z.string(), message: z.string(), created_at: z.string() });

/** An enterprise quote request under the person's address, as stored. */
export const exportedEnterpriseInquirySchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  organization_type: z.string(),
  role: z.string(),
  seats: z.number().int(),
  country: z.string(),
  message: z.string(),
  locale: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
