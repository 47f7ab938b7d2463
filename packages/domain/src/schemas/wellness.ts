import { z } from 'zod';
import { gradeBands } from '../school/grade-band.js';
import { feelingTags, moodLevels } from '../wellness/mood-support.js';

export const createCheckInInputSchema = z.object({
  mood: z
    .number({ error: 'wellbeing.moodRequired' })
    .int({ error: 'wellbeing.moodRequired' })
    .min(moodLevels[0], { error: 'wellbeing.moodRequired' })
    .max(moodLevels[moodLevels.length - 1]!, { error: 'wellbeing.moodRequired' }),
  feelings: z
    .array(z.enum(feelingTags, { error: 'wellbeing.feelingInvalid' }), { error: 'wellbeing.feelingInvalid' })
    .max(6, { error: 'wellbeing.tooManyFeelings' })
    .refine((tags) => new Set(tags).size === tags.length, { error: 'wellbeing.feelingInvalid' })
    .optional()
    .default([]),
  note: z.string({ error: 'wellbeing.noteTooLong' }).trim().max(500, { error: 'wellbeing.noteTooLong' }).optional().default(''),
});
export type CreateCheckInInput = z.input<typeof createCheckInInputSchema>;

export const supportLevelSchema = z.enum(['none', 'reachOut', 'crisis']);
export const checkInSchema = z.object({
  id: z.uuid(),
  mood: z.number().int(),
  feelings: z.array(z.enum(feelingTags)),
  note: z.string().nullable(),
  support: supportLevelSchema,
  createdAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export const checkInListSchema = z.object({ checkIns: z.array(checkInSchema) });
export type CheckInList = z.infer<typeof checkInListSchema>;

export const copingStrategySchema = z.object({ id: z.string(), title: z.string(), steps: z.array(z.string()).min(1) });
export const copingContentSchema = z.object({
  band: z.enum(gradeBands),
  intro: z.string(),
  strategies: z.array(copingStrategySchema).min(1),
});
export type CopingContent = z.infer<typeof copingContentSchema>;
export const copingQuerySchema = z.object({ band: z.enum(gradeBands, { error: 'wellbeing.bandInvalid' }) });

export const checkInParamsSchema = z.object({ id: z.uuid({ error: 'wellbeing.notFound' }) });
export const childParamsSchema = z.object({ childId: z.uuid({ error: 'wellbeing.notFound' }) });
export const moodCheckInsExportSchema = z.object({ moodCheckIns: z.array(checkInSchema.omit({ id: true })) });
