import { z } from 'zod';
import { courseLevels, languageCourseIds } from '../languages/course-content.js';
import { cantoneseReadingSchema, japaneseReadingSchema, mandarinReadingSchema } from '../languages/course-readings.js';

/** The eight lesson types of a unit, in the order the learner takes them. */
export const lessonTypes = ['introduction', 'phrases', 'grammar', 'quiz', 'listening', 'speaking', 'writing', 'conversation'] as const;
export type LessonType = (typeof lessonTypes)[number];

/** What a lesson needs beyond a free account: nothing, the premium content, or the AI conversation feature. */
export const lessonAccesses = ['free', 'premium_content', 'ai_conversation'] as const;
/** A signed-in learner's lesson: not open yet, to start, started, done, or behind a plan ("Unlock with Premium"). */
export const lessonStates = ['locked', 'start', 'continue', 'completed', 'premium'] as const;
export type LessonState = (typeof lessonStates)[number];

const notFound = 'languages.notFound';
const keyInvalid = 'languages.clientKeyInvalid';

export const courseParamsSchema = z.object({ courseId: z.enum(languageCourseIds, { error: notFound }) });
export const lessonParamsSchema = z.object({
  lessonId: z.string({ error: notFound }).regex(/^[a-z]{2,3}-[a-z]+-[1-9]-[a-z]+$/, { error: notFound }),
});
export const attemptParamsSchema = z.object({ attemptId: z.uuid({ error: notFound }) });
export const placementParamsSchema = z.object({
  courseId: z.enum(languageCourseIds, { error: notFound }),
  level: z.enum(['intermediate', 'advanced'], { error: notFound }),
});

/** Where the learner is, for their local day: an IANA time zone, else a UTC offset in minutes (east positive). */
export const learnerZoneQuerySchema = z.object({
  utcOffset: z.coerce
    .number({ error: 'languages.zoneInvalid' })
    .int({ error: 'languages.zoneInvalid' })
    .min(-840, { error: 'languages.zoneInvalid' })
    .max(840, { error: 'languages.zoneInvalid' })
    .optional()
    .default(0),
  timeZone: z
    .string({ error: 'languages.zoneInvalid' })
    .max(64, { error: 'languages.zoneInvalid' })
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'languages.zoneInvalid' },
    )
    .optional(),
});

/** A retried request with the same key is answered as the first was and changes nothing more. */
const clientKey = z.uuid({ error: keyInvalid });
/** Longer answers are refused before checking: no accepted answer comes near. */
export const maxAnswerLength = 2_000;
const answer = z.string({ error: 'languages.answerInvalid' }).max(maxAnswerLength, { error: 'languages.answerTooLong' });
const answerMs = z
  .number({ error: 'languages.answerTimeInvalid' })
  .int({ error: 'languages.answerTimeInvalid' })
  .min(0, { error: 'languages.answerTimeInvalid' })
  .max(3_600_000, { error: 'languages.answerTimeInvalid' });

export const startLessonInputSchema = z.object({ clientKey });
export const lessonAnswerInputSchema = z.object({
  clientKey,
  exerciseId: z.string({ error: notFound }).min(1, { error: notFound }).max(200, { error: notFound }),
  answer,
});
export const reviewAnswerInputSchema = z.object({
  clientKey,
  courseId: z.enum(languageCourseIds, { error: notFound }),
  itemId: z.string({ error: notFound }).min(1, { error: notFound }).max(200, { error: notFound }),
  answer,
  answerMs,
});
export const placementInputSchema = z.object({
  answers: z
    .array(z.number({ error: 'languages.placementInvalid' }).int({ error: 'languages.placementInvalid' }).min(0).max(3), {
      error: 'languages.placementInvalid',
    })
    .length(10, { error: 'languages.placementInvalid' }),
});

/** The generated readings (pinyin, Jyutping, kana and furigana) of the target-language strings shown, by string. */
export const shownReadingsSchema = z.record(z.string(), z.union([mandarinReadingSchema, cantoneseReadingSchema, japaneseReadingSchema]));

/** One exercise as the player shows it: never its answer. */
export const exerciseSchema = z.object({
  id: z.string(),
  kind: z.enum(['read', 'choose', 'type', 'listen-choose', 'listen-type', 'speak', 'reply']),
  /** English instruction. */
  prompt: z.string(),
  /** Target-language text shown (absent when the exercise is to recall or hear it). */
  text: z.string().optional(),
  /** English text shown (a gloss or sentence to translate). */
  english: z.string().optional(),
  /** Text to speak to the learner, and the locale of the voice. */
  speech: z.object({ text: z.string(), speechLocale: z.string() }).optional(),
  choices: z.array(z.string()).optional(),
  /** The item the exercise is about (words and phrases become cards). */
  itemId: z.string().optional(),
  /** A conversation turn: the partner's line and its translation, and what to say if stuck. */
  partner: z.object({ name: z.string(), say: z.string(), translation: z.string(), hints: z.array(z.string()) }).optional(),
  /** Readings of the text, choices and partner's line, for courses that have them (zh, yue, ja). */
  readings: shownReadingsSchema.optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const verdictSchema = z.enum(['correct', 'typo', 'wrong']);

export const lessonSummarySchema = z.object({
  id: z.string(),
  type: z.enum(lessonTypes),
  access: z.enum(lessonAccesses),
  /** Absent for visitors. */
  state: z.enum(lessonStates).optional(),
});
export const unitSummarySchema = z.object({
  id: z.string(),
  level: z.enum(courseLevels),
  order: z.number().int(),
  title: z.string(),
  summary: z.string(),
  lessons: z.array(lessonSummarySchema),
});
export const courseCardSchema = z.object({
  id: z.enum(languageCourseIds),
  title: z.string(),
  nativeTitle: z.string(),
  description: z.string(),
  speechLocale: z.string(),
  units: z.number().int(),
  items: z.number().int(),
  /** Absent for visitors. */
  progress: z.object({ lessonsCompleted: z.number().int(), lessons: z.number().int() }).optional(),
});
export const courseListSchema = z.object({ courses: z.array(courseCardSchema) });
export const courseCatalogSchema = courseCardSchema.extend({
  levels: z.array(
    z.object({
      level: z.enum(courseLevels),
      /** Absent for visitors. */
      reached: z.boolean().optional(),
      placement: z.object({ available: z.boolean(), passed: z.boolean().optional() }),
      units: z.array(unitSummarySchema),
    }),
  ),
});
export type CourseCatalog = z.infer<typeof courseCatalogSchema>;

/** How a conversation lesson runs: a role-play with the configured model, or the unit's scripted dialogue. */
export const conversationModes = ['model', 'scripted'] as const;
/** One turn played with the model: the learner's line, the partner's answer, and a short correction in English (empty when it was right). */
export const rolePlayTurnSchema = z.object({
  learner: z.string(),
  partner: z.object({ say: z.string(), translation: z.string() }),
  correction: z.string(),
});
export type RolePlayTurn = z.infer<typeof rolePlayTurnSchema>;

export const lessonAttemptSchema = z.object({
  attemptId: z.uuid(),
  lessonId: z.string(),
  type: z.enum(lessonTypes),
  courseId: z.enum(languageCourseIds),
  speechLocale: z.string(),
  /** The reading material of introduction and grammar lessons, as written in the unit. */
  material: z.record(z.string(), z.unknown()).optional(),
  exercises: z.array(exerciseSchema),
  /** Exercises still to answer right, in the order to ask them (wrong ones come back after the others). */
  remaining: z.array(z.string()),
  completed: z.boolean(),
  /** Conversation lessons only: which of the two runs (the interface says so). */
  mode: z.enum(conversationModes).optional(),
  /** A role-play with the model: the partner's opening line, the turns played so far and the most it runs. */
  rolePlay: z
    .object({ opening: rolePlayTurnSchema.shape.partner, turns: z.array(rolePlayTurnSchema), maxTurns: z.number().int() })
    .optional(),
});
export type LessonAttempt = z.infer<typeof lessonAttemptSchema>;

export const answerResultSchema = z.object({
  verdict: verdictSchema,
  /** Why a typo was let through: accents, a small misspelling, or tones missing. */
  note: z.enum(['accents', 'spelling', 'tones']).optional(),
  correctAnswer: z.string(),
  explanation: z.string(),
  /** Readings of the correct answer, for courses that have them. */
  readings: shownReadingsSchema.optional(),
  remaining: z.array(z.string()),
  /** A conversation moves on: the next turn, or none at its end. */
  next: exerciseSchema.optional(),
  /** A role-play turn with the model, as stored, and its correction of the learner's line (empty when it was right). */
  turn: rolePlayTurnSchema.optional(),
  correction: z.string().optional(),
  /** The tutor's safety check flagged the exchange (its concern): nothing was played, the turn is asked again. */
  refused: z.string().optional(),
});
export const completionSchema = z.object({ lessonId: z.string(), completed: z.literal(true), newCards: z.number().int() });

export const reviewQueueSchema = z.object({
  exercises: z.array(exerciseSchema.extend({ courseId: z.enum(languageCourseIds) })),
  due: z.number().int(),
  fresh: z.number().int(),
  newPaused: z.boolean(),
  /** Cards that will be due tomorrow if none is reviewed before then (the done screen's "tomorrow"). */
  dueTomorrow: z.number().int(),
});
/** FSRS's ratings, as the review derives them from an answer (decision 0075). */
export const reviewRatings = ['again', 'hard', 'good', 'easy'] as const;
export const reviewResultSchema = z.object({
  verdict: verdictSchema,
  note: answerResultSchema.shape.note,
  correctAnswer: z.string(),
  explanation: z.string(),
  readings: shownReadingsSchema.optional(),
  /** How FSRS counted the answer, and when the card comes back. */
  rating: z.enum(reviewRatings),
  nextReviewAt: z.string(),
});

export const placementTestSchema = z.object({
  courseId: z.enum(languageCourseIds),
  level: z.enum(['intermediate', 'advanced']),
  questions: z.array(z.object({ id: z.string(), prompt: z.string(), choices: z.array(z.string()) })),
});
export const placementResultSchema = z.object({ score: z.number().int(), passed: z.boolean(), answers: z.array(z.number().int()) });

export const languageCountersSchema = z.object({
  lessonsCompleted: z.number().int(),
  wordsLearned: z.number().int(),
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    freezesAvailable: z.number().int(),
    freezeUsedOn: z.array(z.string()),
  }),
});
export type LanguageCounters = z.infer<typeof languageCountersSchema>;

/** Language learning at a glance, for the dashboard: the counters, today's review and where to carry on. */
export const languageSummarySchema = z.object({
  lessonsCompleted: z.number().int(),
  wordsLearned: z.number().int(),
  streakDays: z.number().int(),
  /** Cards due today plus today's new cards (up to the daily cap). */
  reviewToday: z.number().int(),
  /** The next lesson of the course practised last, or null before the first lesson. */
  next: z.object({ courseId: z.enum(languageCourseIds), lessonId: z.string(), unitTitle: z.string() }).nullable(),
});
export type LanguageSummary = z.infer<typeof languageSummarySchema>;

/** A linked student's language progress as their teacher sees it. */
export const studentLanguageProgressSchema = z.object({
  lessonsCompleted: z.number().int(),
  wordsLearned: z.number().int(),
  streakDays: z.number().int(),
  /** Courses with at least one completed lesson. */
  courses: z.array(z.enum(languageCourseIds)),
});
export type StudentLanguageProgress = z.infer<typeof studentLanguageProgressSchema>;

export const wordListQuerySchema = z.object({
  /** Part of the word, its reading's letters or its English meaning; any case. */
  q: z.string({ error: 'languages.searchInvalid' }).max(100, { error: 'languages.searchInvalid' }).optional(),
});
/** A word or phrase the learner has met, with where its card stands. */
export const learnedWordSchema = z.object({
  itemId: z.string(),
  unitId: z.string(),
  text: z.string(),
  kind: z.enum(['word', 'phrase']),
  pos: z.string(),
  gloss: z.string(),
  glosses: z.array(z.string()),
  gender: z.enum(['m', 'f', 'mf']).optional(),
  example: z.object({ text: z.string(), translation: z.string() }),
  speech: z.object({ text: z.string(), speechLocale: z.string() }),
  readings: shownReadingsSchema.optional(),
  /** FSRS's state of the card: not reviewed yet, being learned, learned, or being relearned after a lapse. */
  card: z.enum(['new', 'learning', 'review', 'relearning']),
  due: z.string().nullable(),
  metAt: z.string(),
});
export const wordListSchema = z.object({ words: z.array(learnedWordSchema) });

/** GET /api/languages/export: everything stored about the learner's language learning, times as UTC ISO strings. */
export const languagesExportSchema = z.object({
  languages: z.object({
    lessonAttempts: z.array(
      z.object({ courseId: z.string(), lessonId: z.string(), startedAt: z.string(), completedAt: z.string().nullable() }),
    ),
    cards: z.array(z.object({ courseId: z.string(), itemId: z.string(), metAt: z.string() })),
    reviews: z.array(
      z.object({ courseId: z.string(), itemId: z.string(), outcome: z.string(), answerMs: z.number().int(), reviewedAt: z.string() }),
    ),
    placements: z.array(z.object({ courseId: z.string(), level: z.string(), score: z.number().int(), takenAt: z.string() })),
    /** Conversation lessons played with a model: the learner's lines, the partner's and the corrections. */
    rolePlayTurns: z.array(
      z.object({
        lessonId: z.string(),
        learner: z.string(),
        partner: z.string(),
        partnerTranslation: z.string(),
        correction: z.string(),
        playedAt: z.string(),
      }),
    ),
  }),
});
export type LanguagesExport = z.infer<typeof languagesExportSchema>;
