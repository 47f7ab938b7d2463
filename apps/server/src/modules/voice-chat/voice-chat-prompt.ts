import type { SpeechLanguage } from '@brainboost/domain/schemas/speech';
import type { VoiceChatExchange } from '@brainboost/domain/schemas/voice-chat';
import type { ChatMessage } from '../../providers/llm/openai-chat.js';
import type { PartnerScenario } from './voice-chat.types.js';

const languageNames: Record<SpeechLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  zh: 'Mandarin Chinese',
  yue: 'Cantonese (written colloquial Cantonese)',
};

// Spoken aloud: markup, lists and formulas would be read out as symbols.
const spoken =
  'Your words are read aloud: write plain sentences only, with no lists, markdown, emoji or formulas. Keep it safe and kind for children; never ask for personal details such as a real address, phone number or email.';

/** The tutor as a conversation partner, in the learner's interface language. Nothing about the learner as a person is sent. */
export function tutorMessages(language: SpeechLanguage, history: readonly VoiceChatExchange[], text: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `You are a patient tutor talking with a school-age learner. Answer in ${languageNames[language]}, in two to four short spoken sentences, and end with a question that helps the learner think for themselves. ${spoken}`,
    },
    ...historyMessages(history),
    { role: 'user', content: text },
  ];
}

/** A language course's role-play partner: the unit's scenario, spoken in the course's language. */
export function partnerMessages(
  courseTitle: string,
  scenario: PartnerScenario,
  history: readonly VoiceChatExchange[],
  text: string,
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        `You are ${scenario.partner}, a friendly native speaker in a spoken ${courseTitle} role-play with a school-age learner (level: ${scenario.level}) whose own language is English.`,
        `Setting: ${scenario.scenario}. The learner's goal: ${scenario.goal}`,
        `Words of this unit to use where they fit: ${scenario.words.join('; ')}.`,
        `Stay in character and answer only in ${courseTitle}, in one to three short sentences, and keep the conversation moving towards the goal. ${spoken}`,
      ].join('\n'),
    },
    { role: 'assistant', content: scenario.opening },
    ...historyMessages(history),
    { role: 'user', content: text },
  ];
}

const historyMessages = (history: readonly VoiceChatExchange[]) =>
  history.flatMap((turn): ChatMessage[] => [
    { role: 'user', content: turn.learner },
    { role: 'assistant', content: turn.partner },
  ]);
