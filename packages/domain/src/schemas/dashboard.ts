import { z } from 'zod';
import { cognitiveDomains } from '../cognitive/task-catalogue.js';
import { taskIdSchema } from './brain-training.js';
import { continueLearningSchema } from './curriculum.js';
import { languageSummarySchema } from './languages.js';
import { baselineStateSchema, programmeIdSchema, programmeSessionSchema } from './programmes.js';

export const dashboardQuerySchema = z.object({
  utcOffset: z.coerce
    .number({ error: 'programmes.offsetInvalid' })
    .int({ error: 'programmes.offsetInvalid' })
    .min(-840, { error: 'programmes.offsetInvalid' })
    .max(840, { error: 'programmes.offsetInvalid' })
    .optional()
    .default(0),
});

export const dashboardSchema = z.object({
  plan: z.object({
    /** Today's training set from the weakest domains, with whether each was played today. */
    tasks: z.array(z.object({ taskId: taskIdSchema, domain: z.enum(cognitiveDomains), doneToday: z.boolean() })),
    /** The active programme's session due now, if any. */
    programmeSession: z.object({ programmeId: programmeIdSchema, weeks: z.number().int(), session: programmeSessionSchema }).nullable(),
    /** Whether a training programme is running (so a missing session means nothing is due today). */
    programmeRunning: z.boolean(),
  }),
  /** Days in a row with training, focus, check-ins or health logs. */
  streak: z.object({ current: z.number().int(), longest: z.number().int(), activeToday: z.boolean() }),
  recent: z.array(z.object({ id: z.uuid(), taskId: taskIdSchema, finishedAt: z.string(), performanceIndex: z.number().int() })),
  baseline: baselineStateSchema,
  personalization: z.boolean(),
  languages: languageSummarySchema,
  /** The curriculum's "continue learning": the topic practised last, today's practice, skills due for review. */
  curriculum: continueLearningSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
