import { z } from 'zod';
import { programmeIds } from '../cognitive/programmes.js';
import { cognitiveDomains } from '../cognitive/task-catalogue.js';
import { taskIdSchema } from './brain-training.js';

const offsetInvalid = { error: 'programmes.offsetInvalid' };
export const utcOffsetSchema = z.coerce.number(offsetInvalid).int(offsetInvalid).min(-840, offsetInvalid).max(840, offsetInvalid);

export const programmeIdSchema = z.enum(programmeIds, { error: 'programmes.unknownProgramme' });

export const enrolInputSchema = z.object({
  programmeId: programmeIdSchema,
  /** The learner's UTC offset in minutes (east positive): sessions after day 0 come due at their local midnight. */
  utcOffset: utcOffsetSchema.optional().default(0),
});
export type EnrolInput = z.infer<typeof enrolInputSchema>;

export const enrolmentParamsSchema = z.object({ enrolmentId: z.uuid({ error: 'programmes.notFound' }) });

export const programmeSummarySchema = z.object({
  id: programmeIdSchema,
  kind: z.enum(['training', 'baseline']),
  domains: z.array(z.enum(cognitiveDomains)),
  weeks: z.number().int(),
  sessions: z.number().int(),
  /** Whether the caller's plan lets them enrol (training programmes need `personalization`). */
  available: z.boolean(),
});

export const sessionItemSchema = z.object({ taskId: taskIdSchema, level: z.number().int().nullable(), done: z.boolean() });

export const programmeSessionSchema = z.object({
  /** 0-based position in the whole programme. */
  index: z.number().int(),
  /** 1-based week. */
  week: z.number().int(),
  dueAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  state: z.enum(['done', 'due', 'upcoming']),
  items: z.array(sessionItemSchema),
});
export type ProgrammeSessionView = z.infer<typeof programmeSessionSchema>;

export const activeProgrammeSchema = z.object({
  enrolmentId: z.uuid(),
  programmeId: programmeIdSchema,
  status: z.enum(['active', 'paused']),
  enrolledAt: z.string(),
  /** 1-based week being worked on (the week of the first session not done). */
  week: z.number().int(),
  weeks: z.number().int(),
  sessionsDone: z.number().int(),
  sessionsTotal: z.number().int(),
  thisWeek: z.array(programmeSessionSchema),
});
export type ActiveProgramme = z.infer<typeof activeProgrammeSchema>;

export const profileEntrySchema = z.object({
  domain: z.enum(cognitiveDomains),
  taskId: taskIdSchema.nullable(),
  performanceIndex: z.number().int().nullable(),
});

export const baselineStateSchema = z.object({
  inProgress: z
    .object({
      enrolmentId: z.uuid(),
      enrolledAt: z.string(),
      /** One per domain: the task to play for it (one the caller may play today where there is one) and whether it is done. */
      items: z.array(
        z.object({
          domain: z.enum(cognitiveDomains),
          taskId: taskIdSchema,
          done: z.boolean(),
          performanceIndex: z.number().int().nullable(),
        }),
      ),
    })
    .nullable(),
  /** The latest completed baseline. */
  profile: z.object({ completedAt: z.string(), entries: z.array(profileEntrySchema) }).nullable(),
});
export type BaselineState = z.infer<typeof baselineStateSchema>;

export const programmesOverviewSchema = z.object({
  personalization: z.boolean(),
  catalogue: z.array(programmeSummarySchema),
  /** The caller's training programme (served only with `personalization`). */
  active: activeProgrammeSchema.nullable(),
  baseline: baselineStateSchema,
});
export type ProgrammesOverview = z.infer<typeof programmesOverviewSchema>;

export const programmesExportSchema = z.object({
  enrolments: z.array(
    z.object({
      programmeId: z.string(),
      kind: z.string(),
      status: z.string(),
      enrolledAt: z.string(),
      endedAt: z.string().nullable(),
      utcOffsetMinutes: z.number(),
      pauses: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
      sessions: z.array(
        z.object({
          week: z.number(),
          dueAt: z.string().nullable(),
          doneAt: z.string().nullable(),
          attempts: z.array(z.string().nullable()),
        }),
      ),
    }),
  ),
});
export type ProgrammesExport = z.infer<typeof programmesExportSchema>;

export const enrolmentCreatedSchema = z.object({ enrolmentId: z.uuid() });
