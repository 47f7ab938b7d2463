import { z } from 'zod';

/**
 * The voice translator's offline phrasebook (`content/phrasebook/<category>.json`): everyday and
 * classroom phrases, each in the seven interface languages and the five course languages.
 */
export const phrasebookLanguages = ['en', 'es', 'fr', 'it', 'ja', 'zh-Hans', 'zh-Hant', 'yue'] as const;
export type PhrasebookLanguage = (typeof phrasebookLanguages)[number];

const phraseText = z
  .string()
  .min(1)
  .max(200)
  .refine((text) => text === text.trim(), 'has spaces around it');

export const phraseSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/, 'is not <category>-<kebab-slug>'),
  ...(Object.fromEntries(phrasebookLanguages.map((language) => [language, phraseText])) as Record<PhrasebookLanguage, typeof phraseText>),
  /** A usage note in English (register, gender, regional words). */
  note: z.string().min(1).optional(),
});
export type Phrase = z.infer<typeof phraseSchema>;

export const phrasebookCategorySchema = z.strictObject({
  category: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  phrases: z.array(phraseSchema).min(1),
});
export type PhrasebookCategory = z.infer<typeof phrasebookCategorySchema>;
