import { z } from 'zod';

/**
 * The language-course content format (content/languages/<course>/): course.json, one file per unit
 * and, for the CJK courses, generated readings. Cross-file rules (unit counts, unique texts, the
 * conversation graph) are checked by the server's loader; these schemas check each file's shape.
 */
export const languageCourseIds = ['es', 'fr', 'ja', 'zh', 'yue'] as const;
export type LanguageCourseId = (typeof languageCourseIds)[number];

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const itemKinds = ['word', 'phrase'] as const;
export const partsOfSpeech = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'numeral',
  'determiner',
  'particle',
  'classifier',
  'phrase',
] as const;

/** The only placeholders an accepted answer may hold: any name, any number. */
export const answerPlaceholders = ['{name}', '{number}'] as const;

// Checked, not trimmed: readings and answers are keyed by the exact string.
const text = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, { error: 'must not start or end with spaces' });

export const placementQuestionSchema = z.strictObject({
  id: text,
  prompt: text,
  choices: z.array(text).length(4),
  answer: z.number().int().min(0).max(3),
});
export type PlacementQuestion = z.infer<typeof placementQuestionSchema>;

export const courseSchema = z.strictObject({
  id: z.enum(languageCourseIds),
  title: text,
  nativeTitle: text,
  speechLocale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
  description: text,
  placement: z.strictObject({
    intermediate: z.array(placementQuestionSchema),
    advanced: z.array(placementQuestionSchema),
  }),
});
export type Course = z.infer<typeof courseSchema>;

export const exampleSentenceSchema = z.strictObject({ text, translation: text, note: text.optional() });
export type ExampleSentence = z.infer<typeof exampleSentenceSchema>;

export const courseItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2,3}-[a-z0-9]+(-[a-z0-9]+)*$/),
  text,
  kind: z.enum(itemKinds),
  pos: z.enum(partsOfSpeech),
  gloss: text,
  glosses: z.array(text).optional(),
  variants: z.array(text).optional(),
  gender: z.enum(['m', 'f', 'mf']).optional(),
  example: z.strictObject({ text, translation: text }),
});
export type CourseItem = z.infer<typeof courseItemSchema>;

// A table's corner cell, above a column of row labels, is empty.
const tableCell = z.string().refine((s) => s.trim() === s, { error: 'must not start or end with spaces' });

export const grammarLessonSchema = z.strictObject({
  title: text,
  paragraphs: z.array(text).min(1),
  table: z
    .strictObject({
      caption: text,
      headers: z.array(tableCell).refine((h) => h.some(Boolean), { error: 'needs at least one non-empty header' }),
      rows: z.array(z.array(z.string())).min(1),
    })
    .optional(),
  examples: z.array(exampleSentenceSchema).min(1),
});
export type GrammarLesson = z.infer<typeof grammarLessonSchema>;

export const writingPromptSchema = z.strictObject({ prompt: text, accepted: z.array(text).min(1) });
export type WritingPrompt = z.infer<typeof writingPromptSchema>;

export const conversationReplySchema = z.strictObject({ accepted: z.array(text).min(1), hint: text, next: text });
export const conversationNodeSchema = z.strictObject({
  id: text,
  say: text,
  translation: text,
  replies: z.array(conversationReplySchema),
});
export type ConversationNode = z.infer<typeof conversationNodeSchema>;

export const conversationSchema = z.strictObject({
  scenario: text,
  goal: text,
  partner: text,
  start: text,
  nodes: z.array(conversationNodeSchema).min(1),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const courseUnitSchema = z.strictObject({
  id: z.string().regex(/^[a-z]{2,3}-(beginner|intermediate|advanced)-[1-9]$/),
  level: z.enum(courseLevels),
  order: z.number().int().min(1),
  title: text,
  summary: text,
  introduction: z.strictObject({ paragraphs: z.array(text).min(1), culture: text.optional() }),
  items: z.array(courseItemSchema),
  grammar: grammarLessonSchema,
  writing: z.array(writingPromptSchema).min(1),
  conversation: conversationSchema,
});
export type CourseUnit = z.infer<typeof courseUnitSchema>;
