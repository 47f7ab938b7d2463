import { z } from 'zod';
import { gradeBands } from '../school/grade-band.js';
import { diagramSchema, impossibleFigureReasons } from './diagram.js';
import { tutorSubjects } from '../tutor/tutor-subjects.js';

/** Kinds of maths problem the tutor recognises. */
export const mathTopics = [
  'arithmetic',
  'fraction',
  'percentage',
  'linear',
  'quadratic',
  'system',
  'simplify',
  'derivative',
  'integral',
  'word',
] as const;
export type MathTopic = (typeof mathTopics)[number];

/**
 * One line of an explanation: an i18n key in the `tutor` namespace (the web app translates it,
 * with the grade band as i18next context) with its values, and the maths it arrives at.
 */
export const explanationLineSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.string()),
  latex: z.string().optional(),
});
export type ExplanationLine = z.infer<typeof explanationLineSchema>;

/** Why a question got no maths answer. */
export const unansweredReasons = ['offline', 'notUnderstood', 'unsafe'] as const;

/** Knowledge-hub subjects (maths is answered by the CAS, not from articles). */
export const knowledgeSubjects = ['science', 'history', 'geography', 'readingWriting', 'languages'] as const;
export type KnowledgeSubject = (typeof knowledgeSubjects)[number];

/** A knowledge-hub article cited by an answer; `locale` is the language it is written in. */
export const knowledgeSourceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  subject: z.enum(knowledgeSubjects),
  locale: z.string(),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

export const tutorAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('math'),
    topic: z.enum(mathTopics),
    problemLatex: z.string(),
    /** Socratic questions, most general first. */
    hints: z.array(explanationLineSchema),
    /** Worked steps; without `homework_solution` the server sends all but the last. */
    steps: z.array(explanationLineSchema),
    /** The final answer, null when the caller's plan does not include full solutions. */
    answer: z.object({ latex: z.string(), value: z.string() }).nullable(),
    solutionLocked: z.boolean(),
    /** The second CAS agreed with the first. */
    verified: z.boolean(),
    /** A model server's explanation, shown only when its answer matched the CAS's. */
    explanation: z.string().optional(),
  }),
  z.object({
    kind: z.literal('text'),
    /** A model server's answer to a non-maths question (plain text). */
    text: z.string(),
  }),
  z.object({
    kind: z.literal('sourced'),
    /** Sentences taken word for word from knowledge-hub articles (never written by the tutor), each pointing at its source. */
    passages: z.array(z.object({ text: z.string(), source: z.number().int().min(0) })).min(1),
    /** The articles quoted, in order: shown as citations linking to /knowledge-hub/<slug>. */
    sources: z.array(knowledgeSourceSchema).min(1),
  }),
  z.object({
    kind: z.literal('diagram'),
    /** A function plot or a geometry figure as plain shapes, with its text description. */
    diagram: diagramSchema,
  }),
  z.object({
    kind: z.literal('figureImpossible'),
    /** The rule the measures break (triangle inequality, angle sum…), explained with the numbers in `values`. */
    reason: z.enum(impossibleFigureReasons),
    values: z.record(z.string(), z.string()),
  }),
  z.object({
    kind: z.literal('unanswered'),
    reason: z.enum(unansweredReasons),
    /** For `unsafe`: which concern, so the message fits (self-harm points to a trusted adult). */
    concern: z.string().nullable(),
  }),
]);
export type TutorAnswer = z.infer<typeof tutorAnswerSchema>;

export const askQuestionInputSchema = z.object({
  question: z
    .string({ error: 'tutor.questionRequired' })
    .trim()
    .min(1, { error: 'tutor.questionRequired' })
    .max(1000, { error: 'tutor.questionTooLong' }),
  gradeBand: z.enum(gradeBands, { error: 'tutor.gradeBandInvalid' }),
  conversationId: z.uuid({ error: 'tutor.conversationNotFound' }).optional(),
  /** Which subject tutor is asked (its method shapes a model's answer); maths when absent. */
  subject: z.enum(tutorSubjects, { error: 'tutor.subjectInvalid' }).optional(),
});
export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;

export const tutorUsageSchema = z.object({
  /** null: unlimited. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** When today's counter starts again (UTC midnight). */
  resetsAt: z.string(),
  fullSolutions: z.boolean(),
});
export type TutorUsage = z.infer<typeof tutorUsageSchema>;

export const tutorMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['student', 'tutor']),
  text: z.string(),
  gradeBand: z.enum(gradeBands),
  answer: tutorAnswerSchema.nullable(),
  flagged: z.boolean(),
  createdAt: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

export const askQuestionResultSchema = z.object({
  conversationId: z.string(),
  question: tutorMessageSchema,
  reply: tutorMessageSchema,
  usage: tutorUsageSchema,
});
export type AskQuestionResult = z.infer<typeof askQuestionResultSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  /** Messages the safety check flagged (shown to a parent looking after the learner). */
  flaggedCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema), retentionDays: z.number().int() });
export const conversationDetailSchema = conversationSummarySchema.extend({ messages: z.array(tutorMessageSchema) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const renameConversationInputSchema = z.object({
  title: z
    .string({ error: 'tutor.titleRequired' })
    .trim()
    .min(1, { error: 'tutor.titleRequired' })
    .max(120, { error: 'tutor.titleTooLong' }),
});
export type RenameConversationInput = z.infer<typeof renameConversationInputSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid({ error: 'tutor.conversationNotFound' }) });
/** A learner someone looks after; a malformed id answers with `learnerNotFoundKey`, as an unknown learner does. */
export const learnerParamsSchema = (learnerNotFoundKey: string) => z.object({ learnerId: z.uuid({ error: learnerNotFoundKey }) });
