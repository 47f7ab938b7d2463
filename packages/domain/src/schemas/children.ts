import { z } from 'zod';
import { personNameSchema } from './fields.js';
import { newPasswordSchema } from './signup.js';

export const childStatuses = ['pending', 'active'] as const;

/** A child account as its linked parent sees it: no real name, no email, nothing public. */
export const childSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  status: z.enum(childStatuses),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Pending only: when the account is deleted unless a parent approves it. */
  consentExpiresAt: z.string().nullable(),
  /** Whether the parent allowed voice features (microphone, voice translator, voice chat). */
  voiceAllowed: z.boolean(),
});
export type ChildSummary = z.infer<typeof childSummarySchema>;

/** GET /api/children: the caller's linked children, and sign-ups waiting for their consent. */
export const childrenListSchema = z.object({
  children: z.array(childSummarySchema),
  pending: z.array(childSummarySchema),
});
export type ChildrenList = z.infer<typeof childrenListSchema>;

/** PUT /api/children/:id/voice: the parent turns voice features on or off for an approved child. */
export const childVoiceInputSchema = z.object({ allowed: z.boolean({ error: 'children.voiceInvalid' }) });
export type ChildVoiceInput = z.infer<typeof childVoiceInputSchema>;

export const childPasswordInputSchema = z.object({ password: newPasswordSchema });
export type ChildPasswordInput = z.infer<typeof childPasswordInputSchema>;

/** The consent link's token (base64url, 43 characters for 32 random bytes). */
export const consentTokenSchema = z
  .string({ error: 'children.consentInvalid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'children.consentInvalid' });

export const consentTokenInputSchema = z.object({ token: consentTokenSchema });

/** POST /api/consent/lookup: what the parent is asked to decide about. */
export const consentRequestSchema = z.object({
  childUsername: z.string(),
  parentEmail: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** Whether an account already uses the parent's email (the link proves the parent reads that inbox). */
  parentHasAccount: z.boolean(),
  /** Whether the caller is signed in as that account. */
  signedInAsParent: z.boolean(),
  /** Signed in, but as someone else. */
  signedInAsOther: z.boolean(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/**
 * POST /api/consent/approve. A parent without an account creates one here (name and password);
 * one with an account signs in first.
 */
export const consentApproveInputSchema = z.object({
  token: consentTokenSchema,
  name: personNameSchema.optional(),
  password: newPasswordSchema.optional(),
  /** The parent's choice on the consent page; voice stays off when it is left out. */
  voiceAllowed: z.boolean({ error: 'children.voiceInvalid' }).optional(),
});
export type ConsentApproveInput = z.infer<typeof consentApproveInputSchema>;

export const consentDecisionSchema = z.object({ decision: z.enum(['approved', 'denied']), createdParentAccount: z.boolean() });
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

export const newParentAccountSchema = z.object({ name: personNameSchema, password: newPasswordSchema });
