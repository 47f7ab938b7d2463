import { z } from 'zod';
import { gradeBands } from '../school/grade-band.js';
import { tutorSubjects } from '../tutor/tutor-subjects.js';
import { tutorAnswerSchema } from './tutor.js';

/** How an expected answer is compared through the CAS (the builtin tutor's own comparison). */
export const expectedAnswerKinds = ['number', 'solutions', 'expression', 'antiderivative'] as const;
export type ExpectedAnswerKind = (typeof expectedAnswerKinds)[number];

const checkText = z
  .string({ error: 'botTesting.textRequired' })
  .trim()
  .min(1, { error: 'botTesting.textRequired' })
  .max(200, { error: 'botTesting.textTooLong' });

/** What a test case expects of the tutor: an answer compared through the CAS, or a check on the reply. */
export const expectationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('answer'),
      kind: z.enum(expectedAnswerKinds, { error: 'botTesting.answerKindInvalid' }),
      answer: z
        .string({ error: 'botTesting.answerRequired' })
        .trim()
        .min(1, { error: 'botTesting.answerRequired' })
        .max(200, { error: 'botTesting.answerTooLong' }),
    }),
    z.object({ type: z.literal('contains'), text: checkText }),
    z.object({ type: z.literal('notContains'), text: checkText }),
    z.object({ type: z.literal('refusedUnsafe') }),
    z.object({ type: z.literal('offline') }),
  ],
  { error: 'botTesting.expectationInvalid' },
);
export type Expectation = z.infer<typeof expectationSchema>;
export const expectationTypes = ['answer', 'contains', 'notContains', 'refusedUnsafe', 'offline'] as const;

export const testCaseInputSchema = z.object({
  prompt: z
    .string({ error: 'botTesting.promptRequired' })
    .trim()
    .min(1, { error: 'botTesting.promptRequired' })
    .max(1000, { error: 'botTesting.promptTooLong' }),
  gradeBand: z.enum(gradeBands, { error: 'botTesting.gradeBandInvalid' }),
  subject: z.enum(tutorSubjects, { error: 'botTesting.subjectInvalid' }),
  expectation: expectationSchema,
});
export type TestCaseInput = z.infer<typeof testCaseInputSchema>;

export const testCaseSchema = testCaseInputSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type TestCase = z.infer<typeof testCaseSchema>;
export const testCasesSchema = z.array(testCaseSchema);

export const idParamsSchema = z.object({ id: z.uuid({ error: 'botTesting.notFound' }) });

/** Why a case failed: its reply did not meet the expectation, it took too long, or the tutor threw. */
export const caseFailures = ['mismatch', 'timeout', 'error'] as const;

export const caseResultSchema = z.object({
  caseId: z.string().nullable(),
  prompt: z.string(),
  gradeBand: z.enum(gradeBands),
  expectation: expectationSchema,
  passed: z.boolean(),
  failure: z.enum(caseFailures).nullable(),
  latencyMs: z.number().int(),
  output: tutorAnswerSchema.nullable(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

export const runStatuses = ['running', 'finished'] as const;
export const runSummarySchema = z.object({
  id: z.string(),
  trigger: z.enum(['manual', 'scheduled']),
  scheduleId: z.string().nullable(),
  provider: z.string(),
  status: z.enum(runStatuses),
  total: z.number().int(),
  done: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type RunSummary = z.infer<typeof runSummarySchema>;
export const runDetailSchema = runSummarySchema.extend({ results: z.array(caseResultSchema) });
export type RunDetail = z.infer<typeof runDetailSchema>;
export const runSummariesSchema = z.array(runSummarySchema);

export const scheduleInputSchema = z.object({
  name: z
    .string({ error: 'botTesting.nameRequired' })
    .trim()
    .min(1, { error: 'botTesting.nameRequired' })
    .max(80, { error: 'botTesting.nameTooLong' }),
  cron: z
    .string({ error: 'botTesting.cronInvalid' })
    .trim()
    .min(1, { error: 'botTesting.cronInvalid' })
    .max(100, { error: 'botTesting.cronInvalid' }),
  enabled: z.boolean({ error: 'botTesting.enabledInvalid' }),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const scheduleSchema = scheduleInputSchema.extend({
  id: z.string(),
  /** null while disabled. */
  nextRunAt: z.string().nullable(),
  createdAt: z.string(),
  lastRun: runSummarySchema.nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const schedulesSchema = z.array(scheduleSchema);

export const scheduledRunAlertSchema = z.object({
  alert: z
    .object({
      reason: z.enum(['belowThreshold', 'dropped']),
      scheduleId: z.string(),
      scheduleName: z.string(),
      runId: z.string(),
      passRate: z.number(),
      previousPassRate: z.number().nullable(),
      threshold: z.number(),
      finishedAt: z.string(),
    })
    .nullable(),
});
export type ScheduledRunAlert = z.infer<typeof scheduledRunAlertSchema>;

export const tickInputSchema = z.object({ now: z.iso.datetime({ error: 'botTesting.timeInvalid' }) });
export const tickResultSchema = z.object({ runs: z.array(z.string()) });
