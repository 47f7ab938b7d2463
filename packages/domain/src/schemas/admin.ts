import { z } from 'zod';
import { accessTypes } from '../billing/entitlements.js';

const count = z.number().int();

/** GET /api/admin/stats: the dashboard's first panel. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  byRole: z.object({ student: count, teacher: count, admin: count, master: count }),
  byTier: z.object({ free: count, basic: count, premium: count, ultimate: count }),
  /** The last 30 UTC days, oldest first, days without sign-ups included as 0. */
  signupsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  pendingRequests: z.object({ vipBeta: count, teacher: count }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUsersPageSize = 20;

export const adminUsersQuerySchema = z.object({
  query: z.string().trim().max(200, { error: 'admin.queryTooLong' }).default(''),
  page: z.coerce
    .number({ error: 'admin.pageInvalid' })
    .int({ error: 'admin.pageInvalid' })
    .min(1, { error: 'admin.pageInvalid' })
    .max(100_000, { error: 'admin.pageInvalid' })
    .default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(accessTypes),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'admin.userNotFound' }) });

export const changeRoleInputSchema = z.object({ role: z.enum(accessTypes, { error: 'admin.roleInvalid' }) });
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;

/** One row of the role audit: who changed whose role, from what to what, when. */
export const roleChangeSchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  targetEmail: z.string(),
  fromRole: z.enum(accessTypes),
  toRole: z.enum(accessTypes),
  createdAt: z.string(),
});
export type RoleChangeRecord = z.infer<typeof roleChangeSchema>;
export const roleChangesSchema = z.array(roleChangeSchema);
