import { z } from 'zod';
import { gradeBands } from '../school/grade-band.js';
import { worksheetMediaTypes } from '../worksheet/worksheet-upload.js';
import { maxProblemLength } from '../worksheet/worksheet-problems.js';
import { tutorAnswerSchema } from './tutor.js';

/** Languages a worksheet can be read in (OCR language data shipped with the server). */
export const worksheetLanguages = ['eng', 'spa', 'fra', 'chi_sim', 'chi_tra', 'jpn'] as const;
export type WorksheetLanguage = (typeof worksheetLanguages)[number];

/** The worksheet language to suggest for an interface language. */
export function worksheetLanguageFor(locale: string): WorksheetLanguage {
  if (locale.startsWith('es')) return 'spa';
  if (locale.startsWith('fr')) return 'fra';
  if (locale === 'zh-Hans') return 'chi_sim';
  if (locale === 'zh-Hant' || locale === 'yue') return 'chi_tra';
  if (locale.startsWith('ja')) return 'jpn';
  return 'eng';
}

/** Where a worksheet is: being read (text layer or OCR), ready to correct and solve, solving, or failed. */
export const worksheetStages = ['reading', 'ready', 'solving', 'failed'] as const;
export const problemStatuses = ['new', 'queued', 'solved', 'failed'] as const;

export const uploadWorksheetQuerySchema = z.object({
  language: z.enum(worksheetLanguages, { error: 'worksheet.languageInvalid' }).default('eng'),
  gradeBand: z.enum(gradeBands, { error: 'worksheet.gradeBandInvalid' }).default('middle'),
});
export type UploadWorksheetQuery = z.infer<typeof uploadWorksheetQuerySchema>;

export const worksheetProblemSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  text: z.string(),
  recognisedText: z.string(),
  status: z.enum(problemStatuses),
  answer: tutorAnswerSchema.nullable(),
});
export type WorksheetProblem = z.infer<typeof worksheetProblemSchema>;

export const worksheetSchema = z.object({
  id: z.uuid(),
  stage: z.enum(worksheetStages),
  /** Pages read (stage reading) or problems solved (stage solving) of the total. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  mediaType: z.enum(worksheetMediaTypes),
  pages: z.number().int(),
  language: z.enum(worksheetLanguages),
  gradeBand: z.enum(gradeBands),
  /** How the text was read: a PDF's own text, OCR, or both (some pages scanned). */
  readMethod: z.enum(['text-layer', 'ocr', 'mixed']).nullable(),
  /** An `errors.worksheet.*` key when the stage is failed. */
  failure: z.string().nullable(),
  text: z.string(),
  problems: z.array(worksheetProblemSchema),
  conversationId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Worksheet = z.infer<typeof worksheetSchema>;

export const worksheetUsageSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.string(),
  maxBytes: z.number().int(),
  maxPages: z.number().int(),
});
export type WorksheetUsage = z.infer<typeof worksheetUsageSchema>;

export const correctProblemInputSchema = z.object({
  text: z
    .string({ error: 'worksheet.problemRequired' })
    .trim()
    .min(1, { error: 'worksheet.problemRequired' })
    .max(maxProblemLength, { error: 'worksheet.problemTooLong' }),
});
export type CorrectProblemInput = z.infer<typeof correctProblemInputSchema>;

/** The learner's correction of the whole text read; the problems are found again in it. */
export const correctTextInputSchema = z.object({
  text: z
    .string({ error: 'worksheet.textRequired' })
    .trim()
    .min(1, { error: 'worksheet.textRequired' })
    .max(20_000, { error: 'worksheet.textTooLong' }),
});
export type CorrectTextInput = z.infer<typeof correctTextInputSchema>;

export const solveWorksheetInputSchema = z.object({
  /** Problems to solve; all unsolved ones when absent. */
  problemIds: z
    .array(z.uuid({ error: 'worksheet.problemNotFound' }))
    .max(50)
    .optional(),
  gradeBand: z.enum(gradeBands, { error: 'worksheet.gradeBandInvalid' }).optional(),
});
export type SolveWorksheetInput = z.infer<typeof solveWorksheetInputSchema>;

export const worksheetParamsSchema = z.object({ id: z.uuid({ error: 'worksheet.notFound' }) });
export const worksheetProblemParamsSchema = worksheetParamsSchema.extend({ problemId: z.uuid({ error: 'worksheet.problemNotFound' }) });
export const worksheetListSchema = z.object({ worksheets: z.array(worksheetSchema) });
