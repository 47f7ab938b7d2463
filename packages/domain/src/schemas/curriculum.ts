import { z } from 'zod';
import { masteryLevels } from '../curriculum/mastery.js';
import { curriculumBands, curriculumSubjects } from '../curriculum/topic-content.js';
import { supportedLocales } from '../i18n/locales.js';

/**
 * The curriculum API (issue 31): browsing subjects, units and topics; practice one item at a time;
 * topic quizzes and unit practice tests; progress. Answers never leave the server before the
 * learner has answered.
 */
const notFound = 'curriculum.notFound';
const slug = z
  .string({ error: notFound })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: notFound })
  .max(120, { error: notFound });

export const bandQuerySchema = z.object({ band: z.enum(curriculumBands, { error: 'curriculum.bandInvalid' }) });
export const subjectParamsSchema = z.object({
  subject: z.enum(curriculumSubjects, { error: notFound }),
  band: z.enum(curriculumBands, { error: notFound }),
});
export const topicParamsSchema = z.object({ topicId: slug });
export const unitParamsSchema = subjectParamsSchema.extend({ unitId: slug });
export const servedParamsSchema = z.object({ servedId: z.uuid({ error: notFound }) });
export const testParamsSchema = z.object({ attemptId: z.uuid({ error: notFound }) });

const utcOffset = z
  .number({ error: 'curriculum.zoneInvalid' })
  .int({ error: 'curriculum.zoneInvalid' })
  .min(-840, { error: 'curriculum.zoneInvalid' })
  .max(840, { error: 'curriculum.zoneInvalid' })
  .optional()
  .default(0);
const clientKey = z.uuid({ error: 'curriculum.clientKeyInvalid' });

export const masterySchema = z.object({ level: z.enum(masteryLevels), dueForReview: z.boolean() });
export type Mastery = z.infer<typeof masterySchema>;

/** What a topic needs: nothing beyond an account, or the `premium_content` plan feature (decision 0114). */
export const topicAccesses = ['free', 'premium_content'] as const;

const skillSchema = z.object({ id: z.string(), title: z.string(), mastery: masterySchema.optional() });
const topicCardSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.string(),
  summary: z.string(),
  grades: z.array(z.number().int()),
  standards: z.array(z.string()),
  access: z.enum(topicAccesses),
  /** Signed in: whether the learner's plan opens it. */
  locked: z.boolean().optional(),
  skills: z.array(skillSchema),
});

export const subjectListSchema = z.object({
  band: z.enum(curriculumBands),
  subjects: z.array(
    z.object({
      id: z.enum(curriculumSubjects),
      standard: z.string(),
      units: z.number().int(),
      topics: z.number().int(),
      /** Signed in: skills of the band at proficient or better, of all its skills. */
      progress: z.object({ proficientSkills: z.number().int(), skills: z.number().int() }).optional(),
    }),
  ),
});

/** Content in the requester's interface language when written, else English: `language` says which. */
const language = z.enum(supportedLocales);

export const subjectOutlineSchema = z.object({
  subject: z.enum(curriculumSubjects),
  band: z.enum(curriculumBands),
  standard: z.string(),
  language,
  units: z.array(z.object({ id: z.string(), title: z.string(), topics: z.array(topicCardSchema) })),
});

export const topicSchema = topicCardSchema.extend({
  subject: z.enum(curriculumSubjects),
  band: z.enum(curriculumBands),
  language,
  unit: z.object({ id: z.string(), title: z.string() }),
  objectives: z.array(z.string()),
  lesson: z.object({
    sections: z.array(z.object({ heading: z.string(), body: z.string() })),
    workedExample: z.object({ prompt: z.string(), steps: z.array(z.string()), answer: z.string() }),
    keyTerms: z.array(z.object({ term: z.string(), definition: z.string() })),
    hubArticles: z.array(z.string()),
  }),
  flashcards: z.array(z.object({ front: z.string(), back: z.string() })),
  /** Practice items in the bank (0 for maths: its practice is generated and never runs out). */
  practiceItems: z.number().int(),
  quizQuestions: z.number().int(),
});

/** A maths text: an i18n key with its namespace ("mathsHigh:…") and its values, passed through as the template made it. */
const textValue = z.union([z.number(), z.string(), z.object({ t: z.string() })]);
const localText = z.object({ key: z.string(), values: z.record(z.string(), textValue).optional() });

/** An item as the learner sees it: never its answer. Order items show their pieces shuffled; the answer gives their indexes in order. */
export const shownItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), skill: z.string(), prompt: z.string(), choices: z.array(z.string()) }),
  z.object({ kind: z.literal('multi'), skill: z.string(), prompt: z.string(), choices: z.array(z.string()) }),
  z.object({ kind: z.literal('true-false'), skill: z.string(), prompt: z.string() }),
  z.object({ kind: z.literal('short'), skill: z.string(), prompt: z.string() }),
  z.object({ kind: z.literal('order'), skill: z.string(), prompt: z.string(), pieces: z.array(z.string()) }),
  z.object({
    kind: z.literal('maths'),
    skill: z.string(),
    prompt: localText,
    maths: z.string().optional(),
    /** What to type: a number (with an optional unit), an expression in these variables, solutions, or one of the choices. */
    answer: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('number'), unit: z.string().optional() }),
      z.object({ kind: z.literal('expression'), variables: z.array(z.string()) }),
      z.object({ kind: z.literal('solutions'), variable: z.string() }),
      z.object({ kind: z.literal('choice'), choices: z.array(z.string()), choicesAreKeys: z.boolean().optional() }),
    ]),
  }),
]);
export type ShownItem = z.infer<typeof shownItemSchema>;

/**
 * An answer of any shape: a choice's index, the indexes of a multi or order item, true or false,
 * typed text (short answers and maths). A shape that does not fit the item is simply wrong.
 */
export const maxAnswerLength = 500;
export const itemAnswerSchema = z.union(
  [
    z.string().max(maxAnswerLength, { error: 'curriculum.answerTooLong' }),
    z.number().int().min(0).max(20),
    z.boolean(),
    z.array(z.number().int().min(0).max(20)).max(10),
  ],
  { error: 'curriculum.answerInvalid' },
);

/** The right answer, revealed after the learner answered. */
export const revealSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), answer: z.number().int(), text: z.string() }),
  z.object({ kind: z.literal('multi'), answers: z.array(z.number().int()), texts: z.array(z.string()) }),
  z.object({ kind: z.literal('true-false'), answer: z.boolean() }),
  z.object({ kind: z.literal('short'), answer: z.string() }),
  /** The shown pieces' indexes in the right order, and the pieces themselves in that order. */
  z.object({ kind: z.literal('order'), answer: z.array(z.number().int()), sequence: z.array(z.string()) }),
  z.object({ kind: z.literal('maths'), answer: z.string(), unit: z.string().optional(), choice: z.number().int().optional() }),
]);

/** Right; wrong; for maths, the right value in another form than asked ("form") or text that is no maths ("unreadable"): these two can be answered again. */
export const verdicts = ['right', 'wrong', 'form', 'unreadable'] as const;

const explanation = z.object({
  /** Written items: why the answer is right and the usual mistake. */
  text: z.string().optional(),
  /** Maths items: the worked solution, step by step. */
  steps: z.array(z.object({ text: localText, maths: z.string().optional() })).optional(),
});

const dailyLimit = z.object({ limit: z.number().int(), used: z.number().int() }).nullable();

export const practiceNextInputSchema = z.object({ skill: slug.optional(), utcOffset });
export const practiceItemSchema = z.object({
  servedId: z.uuid(),
  topicId: z.string(),
  language,
  item: shownItemSchema,
  mastery: masterySchema,
  /** Today's practice on a plan with a daily number; null when unlimited. */
  dailyLimit,
});

export const practiceAnswerInputSchema = z.object({ answer: itemAnswerSchema, utcOffset });
export const masteryChangeSchema = z.object({
  skill: z.string(),
  before: z.enum(masteryLevels),
  after: z.enum(masteryLevels),
});
export const practiceResultSchema = z.object({
  verdict: z.enum(verdicts),
  reveal: revealSchema.optional(),
  explanation: explanation.optional(),
  /** Absent when the answer can be given again (form, unreadable). */
  mastery: masteryChangeSchema.optional(),
  dailyLimit,
});

export const quizInputSchema = z.object({ clientKey });
export const unitTestInputSchema = z.object({ clientKey, timed: z.boolean({ error: 'curriculum.timedInvalid' }) });
export const testAttemptSchema = z.object({
  attemptId: z.uuid(),
  kind: z.enum(['quiz', 'unit-test']),
  topicId: z.string().nullable(),
  unitId: z.string().nullable(),
  language,
  questions: z.array(z.object({ id: z.string(), topicId: z.string(), item: shownItemSchema })),
  /** A timed test's deadline; answers after it (and a short grace) are refused. */
  deadlineAt: z.string().nullable(),
  submitted: z.boolean(),
});

export const testSubmitInputSchema = z.object({
  answers: z
    .array(
      z.object(
        {
          questionId: z.string({ error: 'curriculum.answersInvalid' }).max(10, { error: 'curriculum.answersInvalid' }),
          answer: itemAnswerSchema,
        },
        { error: 'curriculum.answersInvalid' },
      ),
      { error: 'curriculum.answersInvalid' },
    )
    .max(60, { error: 'curriculum.answersInvalid' }),
});
export const testResultSchema = z.object({
  attemptId: z.uuid(),
  score: z.number().int(),
  total: z.number().int(),
  review: z.array(
    z.object({
      questionId: z.string(),
      item: shownItemSchema,
      answered: z.boolean(),
      verdict: z.enum(verdicts),
      reveal: revealSchema,
      explanation,
    }),
  ),
  mastery: z.array(masteryChangeSchema),
});

const skillProgress = z.object({ topicId: z.string(), skill: z.string(), title: z.string(), level: z.enum(masteryLevels) });
export const progressSchema = z.object({
  band: z.enum(curriculumBands),
  language,
  subjects: z.array(
    z.object({
      id: z.enum(curriculumSubjects),
      skills: z.number().int(),
      /** Skills at each level (effective, after decay). */
      levels: z.record(z.enum(masteryLevels), z.number().int()),
      topics: z.array(z.object({ id: z.string(), title: z.string(), locked: z.boolean(), skills: z.array(skillSchema) })),
      /** The skill due for review first, else the first topic in order not yet proficient; null when everything is. */
      next: z
        .object({ reason: z.enum(['review', 'next-topic']), topicId: z.string(), topicTitle: z.string(), skill: z.string().nullable() })
        .nullable(),
      /** Practised skills at attempted or due for review, lowest first (at most five). */
      weak: z.array(skillProgress),
    }),
  ),
});

export const continueLearningSchema = z.object({
  /** The topic practised last, and where to go on; null before any practice. */
  last: z.object({ topicId: z.string(), subject: z.enum(curriculumSubjects), band: z.enum(curriculumBands), at: z.string() }).nullable(),
  practisedToday: z.number().int(),
  dueForReview: z.number().int(),
  proficientSkills: z.number().int(),
});

/** The account export's curriculum sections (GET /api/account/export): a learner's mastery, practice answers and tests. */
export const exportedCurriculumMasterySchema = z.object({
  topic_id: z.string(),
  skill_id: z.string(),
  level: z.string(),
  practised_at: z.string().nullable(),
});
export const exportedCurriculumPracticeSchema = z.object({
  topic_id: z.string(),
  skill_id: z.string(),
  item_ref: z.string(),
  answer: z.unknown(),
  verdict: z.string().nullable(),
  served_at: z.string(),
  answered_at: z.string().nullable(),
});
export const exportedCurriculumTestSchema = z.object({
  kind: z.string(),
  subject: z.string(),
  band: z.string(),
  topic_id: z.string().nullable(),
  unit_id: z.string().nullable(),
  score: z.number().nullable(),
  questions: z.number(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
});
export const exportedCurriculumPracticeDaySchema = z.object({ day: z.string(), answered: z.number() });
