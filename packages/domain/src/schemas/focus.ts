import { z } from 'zod';
import { focusSettingLimits } from '../focus/focus-cycle.js';

const instant = z.iso.datetime({ offset: true, error: 'wellbeing.focusTimeInvalid' });

/** A completed work phase; `clientId` makes a retried save store it once. */
export const saveFocusSessionInputSchema = z
  .object({
    clientId: z.uuid({ error: 'wellbeing.focusSessionInvalid' }),
    startedAt: instant,
    endedAt: instant,
    workMinutes: z
      .number({ error: 'wellbeing.focusLengthInvalid' })
      .int({ error: 'wellbeing.focusLengthInvalid' })
      .min(focusSettingLimits.workMinutes.min, { error: 'wellbeing.focusLengthInvalid' })
      .max(focusSettingLimits.workMinutes.max, { error: 'wellbeing.focusLengthInvalid' }),
  })
  .refine((v) => Date.parse(v.endedAt) - Date.parse(v.startedAt) >= v.workMinutes * 60_000 - 1000, {
    error: 'wellbeing.focusTimeInvalid',
    path: ['endedAt'],
  });
export type SaveFocusSessionInput = z.input<typeof saveFocusSessionInputSchema>;

export const focusSessionSchema = z.object({
  id: z.uuid(),
  startedAt: z.string(),
  endedAt: z.string(),
  workMinutes: z.number().int(),
});
export type FocusSession = z.infer<typeof focusSessionSchema>;

export const focusTotalsSchema = z.object({
  sessions: z.number().int(),
  minutes: z.number().int(),
  last7DaysSessions: z.number().int(),
  last7DaysMinutes: z.number().int(),
  todaySessions: z.number().int(),
});
export const focusHistorySchema = z.object({ sessions: z.array(focusSessionSchema), totals: focusTotalsSchema });
export type FocusHistory = z.infer<typeof focusHistorySchema>;

export const focusExportSchema = z.object({
  focusSessions: z.array(z.object({ startedAt: z.string(), endedAt: z.string(), workMinutes: z.number(), savedAt: z.string() })),
});
