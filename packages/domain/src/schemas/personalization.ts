import { z } from 'zod';
import { cognitiveDomains } from '../cognitive/task-catalogue.js';
import { gradeBands } from '../school/grade-band.js';
import { taskIdSchema } from './brain-training.js';
import { mathTopics } from './tutor.js';

const topic = z.enum(mathTopics);
const domain = z.enum(cognitiveDomains);

export const topicStrengthSchema = z.object({
  topic,
  questions: z.number().int(),
  /** Asked in the last 30 days. */
  recentQuestions: z.number().int(),
  lastAskedAt: z.string(),
  /** 0–100; null below the evidence minimum (never a guess). */
  strength: z.number().int().nullable(),
});

export const domainTrendSchema = z.object({
  domain,
  attempts: z.number().int(),
  /** Mean performance index (0–100) of the learner's recent and earlier results; null below the minimum. */
  recentMean: z.number().nullable(),
  earlierMean: z.number().nullable(),
  change: z.number().nullable(),
  tasks: z.array(z.object({ taskId: taskIdSchema, attempts: z.number().int(), recentMean: z.number(), earlierMean: z.number() })),
});

/** GET /api/personalization: the learner's strengths, weak spots and practice, from their own history. */
export const personalizationSchema = z.object({
  evidence: z.object({ tutorQuestions: z.number().int(), mathQuestions: z.number().int(), trainingResults: z.number().int() }),
  minimums: z.object({ questionsPerTopic: z.number().int(), resultsPerTask: z.number().int() }),
  /** The grade band the learner last asked the tutor at (practice is pitched for it); null without tutor history. */
  gradeBand: z.enum(gradeBands).nullable(),
  topics: z.array(topicStrengthSchema),
  domains: z.array(domainTrendSchema),
  strengths: z.object({ topics: z.array(topic), domains: z.array(domain) }),
  weak: z.object({ topics: z.array(topic), domains: z.array(domain) }),
  practice: z.object({
    /** Per weak topic, problems to open in homework help (the question text only: the tutor works the answer out). */
    topics: z.array(z.object({ topic, problems: z.array(z.object({ question: z.string() })) })),
    /** Per weak domain, tasks to play: the learner's slipping tasks first, then the domain's others. */
    domains: z.array(z.object({ domain, taskIds: z.array(taskIdSchema) })),
  }),
});
export type Personalization = z.infer<typeof personalizationSchema>;
