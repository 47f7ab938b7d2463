import { z } from 'zod';
import { cognitiveDomains, taskIds } from '../cognitive/task-catalogue.js';
import { gradeBands } from '../school/grade-band.js';
import { recallCardSchema } from './recall-cards.js';

const invalid = { error: 'brainTraining.invalidAttempt' };

export const taskIdSchema = z.enum(taskIds, { error: 'brainTraining.unknownTask' });

export const attemptTrialSchema = z.object({
  stimulus: z.string(invalid).min(1, invalid).max(40, invalid),
  response: z.string(invalid).max(40, invalid).nullable(),
  rtMs: z.number(invalid).finite(invalid).nullable(),
  onsetMs: z.number(invalid).finite(invalid).min(0, invalid).max(3_600_000, invalid),
});

export const saveAttemptInputSchema = z.object({
  /** Made by the browser once per finished run, so a resent request is stored once. */
  clientSubmissionId: z.uuid(invalid),
  taskId: taskIdSchema,
  level: z.number(invalid).int(invalid).nullable(),
  startedAt: z.iso.datetime({ ...invalid, offset: true }),
  finishedAt: z.iso.datetime({ ...invalid, offset: true }),
  trials: z
    .array(attemptTrialSchema, invalid)
    .min(1, { error: 'brainTraining.trialCount' })
    .max(200, { error: 'brainTraining.trialCount' }),
  /** The grade band the learner chose on this device, if any: percentiles compare within a band. */
  gradeBand: z.enum(gradeBands, invalid).nullable().optional(),
});
export type SaveAttemptInput = z.infer<typeof saveAttemptInputSchema>;

const measuresSchema = z.record(z.string(), z.number().nullable());

export const attemptSummarySchema = z.object({
  id: z.uuid(),
  taskId: taskIdSchema,
  level: z.number().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
  trialCount: z.number(),
  accuracy: z.number(),
  primaryMeasure: z.string(),
  higherIsBetter: z.boolean(),
  measures: measuresSchema,
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const savedAttemptSchema = z.object({
  attempt: attemptSummarySchema,
  /** Whether this request stored it (false: the same submission was stored before). */
  created: z.boolean(),
  nextLevel: z.number().nullable(),
});
export type SavedAttempt = z.infer<typeof savedAttemptSchema>;

export const attemptHistoryQuerySchema = z.object({
  taskId: taskIdSchema,
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(100, invalid).default(20),
});

export const attemptHistorySchema = z.object({ attempts: z.array(attemptSummarySchema) });
export type AttemptHistory = z.infer<typeof attemptHistorySchema>;

export const trainingOverviewSchema = z.object({
  /** Whether the caller has the full set (basic_brain_training) or today's free tasks. */
  fullAccess: z.boolean(),
  tasks: z.array(
    z.object({
      id: taskIdSchema,
      domain: z.enum(cognitiveDomains),
      unlocked: z.boolean(),
      level: z.number().nullable(),
      attempts: z.number(),
    }),
  ),
  dailySet: z.array(taskIdSchema),
  domains: z.array(z.object({ domain: z.enum(cognitiveDomains), trained: z.boolean() })),
  recent: z.array(attemptSummarySchema),
  /** When today's free tasks change (the next 00:00 UTC). */
  freeTasksChangeAt: z.string(),
});
export type TrainingOverview = z.infer<typeof trainingOverviewSchema>;

export const taskProgressSchema = z.object({
  taskId: taskIdSchema,
  primaryMeasure: z.string(),
  higherIsBetter: z.boolean(),
  /** Oldest first: when each attempt finished and its primary measure. */
  points: z.array(z.object({ finishedAt: z.string(), value: z.number() })),
  best: z.number().nullable(),
  latest: z.number().nullable(),
  trend: z.object({ slopePerAttempt: z.number(), direction: z.enum(['improving', 'steady', 'declining']) }).nullable(),
  /**
   * Where the learner's best and median stand among users of their grade band (mid-rank
   * percentiles), null when no band was given; `best`/`median` are null while fewer than
   * `minimumPeers` users of the band have results for the task.
   */
  standing: z.object({ users: z.number(), best: z.number().nullable(), median: z.number().nullable() }).nullable(),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

export const trainingProgressQuerySchema = z.object({
  gradeBand: z.enum(gradeBands, { error: 'brainTraining.invalidGradeBand' }).optional(),
});

export const trainingProgressSchema = z.object({
  tasks: z.array(taskProgressSchema),
  gradeBand: z.enum(gradeBands).nullable(),
  minimumPeers: z.number(),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

export const brainTrainingExportSchema = z.object({
  attempts: z.array(
    attemptSummarySchema.extend({
      gradeBand: z.string().nullable(),
      trials: z.array(
        z.object({
          stimulus: z.string(),
          response: z.string().nullable(),
          rtMs: z.number().nullable(),
          onsetMs: z.number(),
          correct: z.boolean(),
        }),
      ),
    }),
  ),
  recallCards: z.array(recallCardSchema),
});
