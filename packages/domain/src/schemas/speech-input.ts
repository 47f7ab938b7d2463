import { z } from 'zod';
import { phrasebookLanguages } from '../translator/phrasebook.js';

/** Languages spoken to the app (issue 30): the phrasebook's. Mandarin is written in either script. */
export const voiceLanguages = phrasebookLanguages;
export type VoiceLanguage = (typeof voiceLanguages)[number];

/** Longest utterance accepted: a sentence or two, never a recording of a lesson. */
export const maxUtteranceSeconds = 30;
/** Largest upload: 30 s of 16 kHz 16-bit WAV (what the hands-free recorder sends) is 960 KB. */
export const maxUtteranceBytes = 2 * 1024 * 1024;

export const transcribeQuerySchema = z.object({
  lang: z.enum(voiceLanguages, { error: 'speech.voiceLangInvalid' }),
});
export type TranscribeQuery = z.infer<typeof transcribeQuerySchema>;

export const transcriptionSchema = z.object({ text: z.string() });
export type Transcription = z.infer<typeof transcriptionSchema>;

/** What the browser may offer: server recognition or none, which voice reads aloud, and whether this account may use voice at all. */
export const speechStatusSchema = z.object({
  recognition: z.enum(['server', 'none']),
  synthesis: z.enum(['espeak', 'openai']),
  voice: z.enum(['allowed', 'parent-permission']),
});
export type SpeechStatus = z.infer<typeof speechStatusSchema>;
