import { z } from 'zod';
import { curriculumBands, curriculumSubjects } from './subjects-and-bands.js';

/**
 * The curriculum's written content (issue 31): one file per topic and language,
 * content/curriculum/<subject>/<band>/<topic-slug>/<lang>.json. Maths topics carry a lesson and
 * flashcards here; their practice comes from generators checked by the CAS. Every other subject's
 * practice and quiz are written item banks. Cross-file rules (ids unique, knowledge-hub links
 * resolve, every language has the same items) are checked by the content test and the loader.
 */
/** Written item banks: at least this many practice items per topic (issue 31). */
export const minPracticeItems = 15;
export const minQuizItems = 5;
export const minFlashcards = 8;

const text = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, { error: 'must not start or end with spaces' });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be a lowercase slug' });

const itemBase = {
  id: slug,
  /** The skill of the topic this item practises (one of the topic's skills). */
  skill: slug,
  prompt: text,
  /** Why the answer is right, and the usual mistake: shown after every answer, right or wrong. */
  explanation: text,
};

export const choiceItemSchema = z.strictObject({
  ...itemBase,
  kind: z.literal('choice'),
  choices: z.array(text).min(3).max(5),
  answer: z.number().int().min(0),
});

export const multiChoiceItemSchema = z.strictObject({
  ...itemBase,
  kind: z.literal('multi'),
  choices: z.array(text).min(4).max(6),
  /** Every right choice: the learner must pick exactly these. */
  answers: z.array(z.number().int().min(0)).min(2),
});

export const trueFalseItemSchema = z.strictObject({
  ...itemBase,
  kind: z.literal('true-false'),
  answer: z.boolean(),
});

export const shortAnswerItemSchema = z.strictObject({
  ...itemBase,
  kind: z.literal('short'),
  /** Accepted answers, compared ignoring case, accents, spaces and final punctuation. */
  accept: z.array(text).min(1),
});

export const orderItemSchema = z.strictObject({
  ...itemBase,
  kind: z.literal('order'),
  /** In the right order; the learner sees them shuffled. */
  sequence: z.array(text).min(3).max(7),
});

export const topicItemSchema = z
  .discriminatedUnion('kind', [choiceItemSchema, multiChoiceItemSchema, trueFalseItemSchema, shortAnswerItemSchema, orderItemSchema])
  .superRefine((item, ctx) => {
    if (item.kind === 'choice' && item.answer >= item.choices.length) ctx.addIssue({ code: 'custom', message: 'answer is not a choice' });
    if (item.kind === 'multi' && item.answers.some((a) => a >= item.choices.length))
      ctx.addIssue({ code: 'custom', message: 'an answer is not a choice' });
    if ((item.kind === 'choice' || item.kind === 'multi') && new Set(item.choices).size !== item.choices.length)
      ctx.addIssue({ code: 'custom', message: 'choices repeat' });
  });
export type TopicItem = z.infer<typeof topicItemSchema>;

export const topicContentSchema = z.strictObject({
  /** `<subject>-<band>-<slug>`, the same in every language's file. */
  id: slug,
  subject: z.enum(curriculumSubjects),
  band: z.enum(curriculumBands),
  unit: z.strictObject({ id: slug, title: text }),
  /** Position in its unit, from 1. */
  order: z.number().int().min(1),
  grades: z.array(z.number().int().min(0).max(12)).min(1),
  title: text,
  summary: text,
  /** Real codes of the public standard the subject follows (Common Core, NGSS, C3, CSTA, …). */
  standards: z.array(text).min(1),
  objectives: z.array(text).min(2).max(5),
  skills: z
    .array(z.strictObject({ id: slug, title: text }))
    .min(1)
    .max(5),
  lesson: z.strictObject({
    /** Markdown paragraphs (no HTML), short: the lesson reads in five to ten minutes. */
    sections: z
      .array(z.strictObject({ heading: text, body: text }))
      .min(2)
      .max(6),
    workedExample: z.strictObject({ prompt: text, steps: z.array(text).min(2), answer: text }),
    keyTerms: z.array(z.strictObject({ term: text, definition: text })).min(3),
    /** Slugs of knowledge-hub articles (content/knowledge-hub/<slug>/) to read next. */
    hubArticles: z.array(slug),
  }),
  /** Empty for maths: its practice is generated. */
  practice: z.array(topicItemSchema),
  quiz: z.array(topicItemSchema),
  flashcards: z.array(z.strictObject({ front: text, back: text })).min(minFlashcards),
});
export type TopicContent = z.infer<typeof topicContentSchema>;
