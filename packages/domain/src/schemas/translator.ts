import { z } from 'zod';
import { phrasebookLanguages, phraseSchema } from '../translator/phrasebook.js';

/** The voice translator's languages: the phrasebook's (the seven interface languages' and the course languages). */
export const translatorLanguageSchema = z.enum(phrasebookLanguages, { error: 'translator.languageInvalid' });
export const translationEngines = ['apertium', 'libretranslate', 'openai', 'deepl'] as const;
/** Who translated: the curated phrasebook, or the configured machine engine. */
export const translatedBySchema = z.enum(['phrasebook', ...translationEngines]);
export type TranslatedBy = z.infer<typeof translatedBySchema>;

/** The longest text translated at once: a few sentences said in one turn. */
export const maxTranslationTextLength = 500;
export const maxTranscriptTurns = 200;

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
};

const translatableText = z
  .string({ error: 'translator.textRequired' })
  .refine((text) => text.trim().length > 0, { error: 'translator.textRequired' })
  .refine((text) => text.length <= maxTranslationTextLength, { error: 'translator.textTooLong' })
  // One utterance: no line breaks, NULs or other control characters.
  .refine((text) => ![...text].some(isControlCharacter), { error: 'translator.textInvalid' });

const pairSchema = z.object({ from: translatorLanguageSchema, to: translatorLanguageSchema });

/** GET /api/translator: whether the caller may translate, which engine runs and between which languages. */
export const translatorStatusSchema = z.object({
  /** `upgrade`: the plan lacks voice_translation; `parent-permission`: a child whose parent has not allowed voice. */
  access: z.enum(['allowed', 'upgrade', 'parent-permission']),
  /** The machine engine after the phrasebook, or null when only the phrasebook translates. */
  engine: z.enum(translationEngines).nullable(),
  approximate: z.boolean(),
  /** Pairs the engine translates (`all` for any); the phrasebook's phrases translate between every pair. */
  pairs: z.union([z.array(pairSchema), z.literal('all')]),
  languages: z.array(translatorLanguageSchema),
});
export type TranslatorStatus = z.infer<typeof translatorStatusSchema>;

export const translateInputSchema = z
  .object({ text: translatableText, from: translatorLanguageSchema, to: translatorLanguageSchema })
  .refine((input) => input.from !== input.to, { error: 'translator.sameLanguage', path: ['to'] });
export type TranslateInput = z.infer<typeof translateInputSchema>;

export const translationSchema = z.object({
  translation: z.string(),
  engine: translatedBySchema,
  /** Machine output known to be rough (Apertium): shown as "approximate". */
  approximate: z.boolean(),
  /** Pinyin, Jyutping or hiragana of the source text and of the translation, for Chinese, Cantonese and Japanese. */
  sourceReading: z.string().nullable(),
  translationReading: z.string().nullable(),
  /** The phrasebook phrase that answered, when one did. */
  phraseId: z.string().nullable(),
});
export type Translation = z.infer<typeof translationSchema>;

/** GET /api/translator/phrasebook: the curated phrases by category. */
export const phrasebookSchema = z.object({
  categories: z.array(z.object({ category: z.string(), phrases: z.array(phraseSchema) })),
});
export type Phrasebook = z.infer<typeof phrasebookSchema>;

const turnText = z
  .string({ error: 'translator.transcriptInvalid' })
  .min(1, { error: 'translator.transcriptInvalid' })
  .max(2000, { error: 'translator.transcriptInvalid' });

export const transcriptTurnSchema = z.object({
  /** Which lane of the conversation spoke: the near side (`a`) or the far side (`b`). */
  speaker: z.enum(['a', 'b']),
  from: translatorLanguageSchema,
  to: translatorLanguageSchema,
  text: turnText,
  translation: turnText,
  engine: translatedBySchema,
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;

export const saveTranscriptInputSchema = z.object({
  title: z
    .string({ error: 'translator.titleRequired' })
    .trim()
    .min(1, { error: 'translator.titleRequired' })
    .max(120, { error: 'translator.titleTooLong' })
    .refine((title) => ![...title].some(isControlCharacter), { error: 'translator.titleRequired' }),
  turns: z
    .array(transcriptTurnSchema, { error: 'translator.transcriptInvalid' })
    .min(1, { error: 'translator.transcriptEmpty' })
    .max(maxTranscriptTurns, { error: 'translator.transcriptTooLong' }),
});
export type SaveTranscriptInput = z.infer<typeof saveTranscriptInputSchema>;

export const transcriptSummarySchema = z.object({ id: z.uuid(), title: z.string(), turnCount: z.number().int(), savedAt: z.string() });
export const transcriptListSchema = z.object({ transcripts: z.array(transcriptSummarySchema) });
export const transcriptSchema = transcriptSummarySchema.extend({ turns: z.array(transcriptTurnSchema) });
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;
export type Transcript = z.infer<typeof transcriptSchema>;
export const transcriptParamsSchema = z.object({ id: z.uuid({ error: 'translator.transcriptNotFound' }) });

/** GET /api/translator/export: the saved transcripts, times as UTC ISO strings (nothing else is stored). */
export const translatorExportSchema = z.object({
  translator: z.object({ transcripts: z.array(transcriptSchema.omit({ id: true, turnCount: true })) }),
});
