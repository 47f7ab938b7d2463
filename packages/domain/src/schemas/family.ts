import { z } from 'zod';

/** Spec: family member — id, name, email, role (owner or member), status (active or pending), joinedAt. */
export const familyMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  /** A child is linked to the owner as their parent and covered without an invitation (decision 0072). */
  role: z.enum(['owner', 'member', 'child']),
  status: z.enum(['active', 'pending']),
  joinedAt: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/family: members only when the caller owns a live family plan, otherwise empty. */
export const familyOverviewSchema = z.object({
  isOwner: z.boolean(),
  maxMembers: z.number().int(),
  members: z.array(familyMemberSchema),
  /** The family plan the caller belongs to as a member, if any. */
  memberOf: z
    .object({
      ownerName: z.string(),
      /** The end of the family plan's paid period (it renews unless `ending`). */
      until: z.string().nullable(),
      ending: z.boolean(),
      /** A child covered as the owner's own child: leaving is the parent's decision, not a button. */
      asChild: z.boolean(),
    })
    .nullable(),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

export const familyInviteInputSchema = z.object({
  email: z
    .string({ error: 'billing.familyEmailInvalid' })
    .trim()
    .pipe(z.email({ error: 'billing.familyEmailInvalid' }).max(254, { error: 'billing.familyEmailInvalid' })),
});
export type FamilyInviteInput = z.infer<typeof familyInviteInputSchema>;

export const familyTokenInputSchema = z.object({ token: z.string().min(20).max(100) });

/** POST /api/family/invitations/:token/accept — `endOwnPlan`: end the member's own plan at period end (it would bill beside the family plan). */
export const familyAcceptInputSchema = z.object({ endOwnPlan: z.boolean().optional() }).optional();
export type FamilyAcceptInput = z.infer<typeof familyAcceptInputSchema>;

/** GET /api/family/invitations/:token — what the accept page shows. */
export const familyInvitationSchema = z.object({
  ownerName: z.string(),
  email: z.string(),
  state: z.enum(['pending', 'accepted', 'expired']),
});
export type FamilyInvitation = z.infer<typeof familyInvitationSchema>;
