import { z } from 'zod';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const logDateSchema = z
  .string({ error: 'wellbeing.dateInvalid' })
  .regex(isoDate, { error: 'wellbeing.dateInvalid' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    error: 'wellbeing.dateInvalid',
  });

export const saveHealthLogInputSchema = z
  .object({
    sleepHours: z
      .number({ error: 'wellbeing.sleepInvalid' })
      .min(0, { error: 'wellbeing.sleepInvalid' })
      .max(16, { error: 'wellbeing.sleepInvalid' })
      .refine((h) => Number.isInteger(h * 4), { error: 'wellbeing.sleepInvalid' })
      .nullable()
      .optional()
      .default(null),
    activeMinutes: z
      .number({ error: 'wellbeing.activeInvalid' })
      .int({ error: 'wellbeing.activeInvalid' })
      .min(0, { error: 'wellbeing.activeInvalid' })
      .max(720, { error: 'wellbeing.activeInvalid' })
      .nullable()
      .optional()
      .default(null),
  })
  .refine((v) => v.sleepHours !== null || v.activeMinutes !== null, { error: 'wellbeing.logEmpty', path: ['sleepHours'] });
export type SaveHealthLogInput = z.input<typeof saveHealthLogInputSchema>;

export const healthLogSchema = z.object({
  date: z.string(),
  sleepHours: z.number().nullable(),
  activeMinutes: z.number().int().nullable(),
});
export type HealthLog = z.infer<typeof healthLogSchema>;
export const ageGroups = ['child', 'teen'] as const;
export const healthLogQuerySchema = z.object({
  to: logDateSchema,
  ageGroup: z.enum(ageGroups, { error: 'wellbeing.ageGroupInvalid' }).optional().default('teen'),
});
export const weeklySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  daysLogged: z.number().int(),
  averageSleepHours: z.number().nullable(),
  nightsInRecommendedRange: z.number().int(),
  totalActiveMinutes: z.number().int(),
  averageActiveMinutes: z.number().int().nullable(),
  activeDaysMeetingGoal: z.number().int(),
  sleepRange: z.object({ min: z.number(), max: z.number() }),
  activeMinutesGoal: z.number().int(),
});
export const healthLogWeekSchema = z.object({ logs: z.array(healthLogSchema), summary: weeklySummarySchema });
export type HealthLogWeek = z.infer<typeof healthLogWeekSchema>;

export const healthTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  points: z.array(z.string()).min(1),
  sources: z.array(z.object({ label: z.string(), url: z.url() })).min(1),
});
export const brainHealthContentSchema = z.object({ intro: z.string(), topics: z.array(healthTopicSchema).min(3) });
export type BrainHealthContent = z.infer<typeof brainHealthContentSchema>;

export const healthLogDateParamsSchema = z.object({ date: logDateSchema });
export const healthLogsExportSchema = z.object({ healthLogs: z.array(healthLogSchema) });
