import { z } from 'zod';
import { accessTypes, features, tiers } from '../billing/entitlements.js';

/** GET /api/me: who is signed in and what they may use (spec "Access object" plus profile). */
export const meSchema = z.object({
  /** `isChild`: an under-13 account a parent manages; it has a username and no email or real name. */
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    isChild: z.boolean(),
    /** Children only: whether their parent allowed voice features (microphone, voice translator, voice chat). */
    voiceAllowed: z.boolean().optional(),
  }),
  profile: z.object({ fullName: z.string().nullable(), avatarUrl: z.string().nullable(), initials: z.string() }),
  access: z.object({
    access_type: z.enum(accessTypes),
    access_tier: z.string().nullable(),
    subscription_tier: z.enum(tiers),
    valid_until: z.string().nullable(),
  }),
  /** Granted by an administrator from a /vip-beta request. */
  betaAccess: z.boolean(),
  entitlements: z.object({
    tier: z.enum(tiers),
    trial: z.object({ active: z.boolean(), daysLeft: z.number().int().nullable() }),
    cancelAtPeriodEnd: z.boolean(),
    features: z.array(z.enum(features)),
    quotas: z.object({ questionsPerDay: z.number().int().nullable(), worksheetUploadsPerMonth: z.number().int() }),
  }),
});
export type Me = z.infer<typeof meSchema>;
