import { z } from 'zod';
import { activityKinds } from '../achievements/achievements.js';

export const badgeSchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds).nullable(),
  measure: z.enum(['events', 'days', 'streak']),
  threshold: z.number().int(),
  progress: z.number().int(),
  earnedAt: z.string().nullable(),
});
export const achievementsOverviewSchema = z.object({
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  badges: z.array(badgeSchema),
});
export type AchievementsOverview = z.infer<typeof achievementsOverviewSchema>;

export const achievementsExportSchema = z.object({ achievements: z.array(z.object({ badgeId: z.string(), earnedAt: z.string() })) });
