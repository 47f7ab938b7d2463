import { z } from 'zod';
import { passwordLength } from '../accounts/password-policy.js';
import { emailSchema } from './fields.js';
import { exportedEventSchema, exportedPageViewSchema } from './analytics.js';
import { exportedSubscriptionSchema } from './billing.js';
import { exportedContactMessageSchema, exportedEnterpriseInquirySchema } from './contact.js';
import {
  exportedCurriculumMasterySchema,
  exportedCurriculumPracticeDaySchema,
  exportedCurriculumPracticeSchema,
  exportedCurriculumTestSchema,
} from './curriculum.js';
import { exportedFeedbackSchema } from './feedback.js';
import { exportedOutboxMessageSchema } from './mailbox.js';

/** Re-authentication: the current password, asked again before a sensitive change. */
const currentPassword = z
  .string({ error: 'account.currentPasswordRequired' })
  .min(1, { error: 'account.currentPasswordRequired' })
  .max(1024);

const newPassword = z
  .string({ error: 'password.tooShort' })
  .refine((p) => Array.from(p).length >= passwordLength.min, { error: 'password.tooShort' })
  .refine((p) => Array.from(p).length <= passwordLength.max, { error: 'password.tooLong' });

export const changePasswordInputSchema = z.object({ currentPassword, newPassword });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const changeEmailInputSchema = z.object({ currentPassword: currentPassword.optional(), newEmail: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

export const deleteAccountInputSchema = z.object({
  currentPassword: currentPassword.optional(),
  /** The word the person typed to confirm; compared on the server too. */
  confirmation: z.literal('DELETE', { error: 'account.confirmationMismatch' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const identitySchema = z.object({
  id: z.string(),
  /** 'credential' for email/phone + password, else the OAuth provider id. */
  providerId: z.string(),
  createdAt: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

export const identitiesSchema = z.object({
  identities: z.array(identitySchema),
  /** Providers this server offers, so the page can offer to link the ones not linked yet. */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  hasPassword: z.boolean(),
});
export type Identities = z.infer<typeof identitiesSchema>;

export const securitySummarySchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  hasPassword: z.boolean(),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

/**
 * GET /api/account/export: everything stored about one person, oldest first, times as UTC ISO
 * strings, secrets left out. Accounts' own sections are declared here; the others beside their
 * modules' schemas.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    phoneNumber: z.string().nullable(),
    username: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
  }),
  profile: z.object({ full_name: z.string().nullable(), avatar_url: z.string().nullable(), updated_at: z.string() }).nullable(),
  access: z.object({ access_type: z.string(), access_tier: z.string().nullable(), access_expires_at: z.string().nullable() }).nullable(),
  subscriptions: z.array(exportedSubscriptionSchema),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      updatedAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Sign-in methods: the provider and when it was linked, never a password hash or token. */
  accounts: z.array(z.object({ providerId: z.string(), createdAt: z.string() })),
  feedback: z.array(exportedFeedbackSchema),
  pageViews: z.array(exportedPageViewSchema),
  events: z.array(exportedEventSchema),
  contactMessages: z.array(exportedContactMessageSchema),
  enterpriseInquiries: z.array(exportedEnterpriseInquirySchema),
  messages: z.array(exportedOutboxMessageSchema),
  curriculumMastery: z.array(exportedCurriculumMasterySchema),
  curriculumPractice: z.array(exportedCurriculumPracticeSchema),
  curriculumPracticeDays: z.array(exportedCurriculumPracticeDaySchema),
  curriculumTests: z.array(exportedCurriculumTestSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
