import { z } from 'zod';
import { accessTypes } from '../billing/entitlements.js';

export const accessRequestKinds = ['vip_beta', 'teacher'] as const;
export type AccessRequestKind = (typeof accessRequestKinds)[number];
export const accessRequestStatuses = ['pending', 'approved', 'declined'] as const;
export type AccessRequestStatus = (typeof accessRequestStatuses)[number];

export const accessNoteMaxLength = 500;
export const teacherMessageMaxLength = 1000;
export const teacherFieldMaxLength = 120;

/** Messages are keys of the `errors` namespace. */
const optionalText = (max: number, key: string) => z.string().trim().max(max, { error: key }).optional().default('');
const requiredText = (requiredKey: string, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(teacherFieldMaxLength, { error: tooLongKey });

/** POST /api/access-requests/vip-beta */
export const vipBetaRequestInputSchema = z.object({ note: optionalText(accessNoteMaxLength, 'accessRequests.noteTooLong') });
export type VipBetaRequestInput = z.input<typeof vipBetaRequestInputSchema>;

/** POST /api/access-requests/teacher */
export const teacherRequestInputSchema = z.object({
  schoolName: requiredText('accessRequests.schoolRequired', 'accessRequests.schoolTooLong'),
  subject: requiredText('accessRequests.subjectRequired', 'accessRequests.subjectTooLong'),
  message: optionalText(teacherMessageMaxLength, 'accessRequests.messageTooLong'),
});
export type TeacherRequestInput = z.input<typeof teacherRequestInputSchema>;

export const accessRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(accessRequestKinds),
  status: z.enum(accessRequestStatuses),
  note: z.string().nullable(),
  schoolName: z.string().nullable(),
  subject: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** GET /api/access-requests: the caller's latest request of each kind and what they have now. */
export const myAccessRequestsSchema = z.object({
  vipBeta: accessRequestSchema.nullable(),
  teacher: accessRequestSchema.nullable(),
  betaAccess: z.boolean(),
  role: z.enum(accessTypes),
});
export type MyAccessRequests = z.infer<typeof myAccessRequestsSchema>;

export const adminAccessRequestSchema = accessRequestSchema.extend({
  requester: z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() }),
  decidedByEmail: z.string().nullable(),
});
export type AdminAccessRequest = z.infer<typeof adminAccessRequestSchema>;
export const adminAccessRequestsSchema = z.array(adminAccessRequestSchema);

export const adminAccessRequestsQuerySchema = z.object({
  kind: z.enum(accessRequestKinds, { error: 'accessRequests.kindInvalid' }),
  /** `decided`: approved or declined, newest decision first. */
  status: z.enum(['pending', 'decided'], { error: 'accessRequests.statusInvalid' }).default('pending'),
});

export const accessRequestIdParamsSchema = z.object({ id: z.uuid({ error: 'accessRequests.notFound' }) });

/** POST /api/admin/access-requests/:id/decision */
export const accessDecisionInputSchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: 'accessRequests.decisionInvalid' }),
  note: optionalText(accessNoteMaxLength, 'accessRequests.noteTooLong'),
});
export type AccessDecisionInput = z.input<typeof accessDecisionInputSchema>;
