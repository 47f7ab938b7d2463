import { z } from 'zod';

/** Languages the speech port reads aloud: the interface languages' spoken forms (zh is Mandarin, yue Cantonese). */
export const speechLanguages = ['en', 'es', 'fr', 'it', 'ja', 'zh', 'yue'] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

/** `slow` is for learners replaying a phrase (about three quarters of the normal rate). */
export const speechSpeeds = ['normal', 'slow'] as const;
export type SpeechSpeed = (typeof speechSpeeds)[number];

/** A phrase or a short paragraph: longer text is read in parts by the caller. */
export const maxSpeechTextLength = 300;

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code < 0x20 && character !== '\n' && character !== '\r' && character !== '\t') || code === 0x7f;
};

export const textToSpeechQuerySchema = z.object({
  lang: z.enum(speechLanguages, { error: 'speech.langInvalid' }),
  text: z
    .string({ error: 'speech.textRequired' })
    .refine((text) => text.trim().length > 0, { error: 'speech.textRequired' })
    .refine((text) => text.length <= maxSpeechTextLength, { error: 'speech.textTooLong' })
    // A NUL or another control character is nothing a person asks to hear (line breaks and tabs are kept).
    .refine((text) => ![...text].some(isControlCharacter), { error: 'speech.textInvalid' }),
  speed: z.enum(speechSpeeds, { error: 'speech.speedInvalid' }).optional().default('normal'),
});
export type TextToSpeechQuery = z.infer<typeof textToSpeechQuerySchema>;
