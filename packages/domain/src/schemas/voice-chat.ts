import { z } from 'zod';
import { languageCourseIds } from '../languages/course-content.js';
import { speechLanguages } from './speech.js';

/** The longest learner turn (a spoken sentence or two) and the most earlier turns sent back as context. */
export const voiceChatMaxTextLength = 500;
export const voiceChatMaxHistory = 8;

const turnText = z
  .string({ error: 'voiceChat.textRequired' })
  .trim()
  .min(1, { error: 'voiceChat.textRequired' })
  .max(voiceChatMaxTextLength, { error: 'voiceChat.textTooLong' });

/** Who the learner talks with: the AI tutor, or a partner of a language course's role-play unit. */
export const voiceChatPartnerSchema = z.union([
  z.literal('tutor'),
  z.strictObject({ course: z.enum(languageCourseIds, { error: 'voiceChat.partnerInvalid' }), scenario: z.string().min(1).max(40) }),
]);
export type VoiceChatPartner = z.infer<typeof voiceChatPartnerSchema>;

/** The conversation so far, kept by the page (the server keeps nothing between turns unless the learner saves it). */
export const voiceChatExchangeSchema = z.strictObject({
  learner: z.string().max(voiceChatMaxTextLength),
  partner: z.string().max(4000),
});
export type VoiceChatExchange = z.infer<typeof voiceChatExchangeSchema>;

export const voiceChatTurnInputSchema = z.strictObject({
  sessionId: z.uuid({ error: 'voiceChat.sessionInvalid' }),
  partner: voiceChatPartnerSchema,
  text: turnText,
  history: z.array(voiceChatExchangeSchema).max(voiceChatMaxHistory).optional().default([]),
});
export type VoiceChatTurnInput = z.input<typeof voiceChatTurnInputSchema>;

/** The reply arrives on the realtime socket as `voice-chat.delta` events of this turn, then `done` or `error`. */
export const voiceChatTurnResultSchema = z.strictObject({ turnId: z.uuid() });
export type VoiceChatTurnResult = z.infer<typeof voiceChatTurnResultSchema>;

export const voiceChatScenarioSchema = z.strictObject({
  id: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  title: z.string(),
  scenario: z.string(),
  partner: z.string(),
});

/** What the page needs: who answers (a configured model, or the built-in tutor engine), and the language partners on offer. */
export const voiceChatOptionsSchema = z.strictObject({
  engine: z.enum(['model', 'builtin']),
  /** The tutor speaks the learner's interface language. */
  tutorLanguage: z.enum(speechLanguages),
  courses: z.array(
    z.strictObject({
      id: z.enum(languageCourseIds),
      title: z.string(),
      nativeTitle: z.string(),
      speechLanguage: z.enum(speechLanguages),
      scenarios: z.array(voiceChatScenarioSchema),
    }),
  ),
});
export type VoiceChatOptions = z.infer<typeof voiceChatOptionsSchema>;
