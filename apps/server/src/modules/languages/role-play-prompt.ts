import type { Course, CourseUnit } from '@brainboost/domain/languages/course-content';
import type { ChatMessage } from '../../providers/llm/openai-chat.js';

/** The most learner turns a role-play with the model runs before it ends, goal reached or not. */
export const rolePlayMaxTurns = 8;
/** The words of the unit named in the prompt (the whole list would crowd out the scenario on small models). */
const promptWords = 40;

/** A turn already played: what the learner wrote and what the partner answered. */
export type PlayedTurn = { learner: string; partner: string };

const pitch: Record<CourseUnit['level'], string> = {
  beginner:
    'The learner is a beginner: use short sentences and the simplest present-tense forms, mostly words from the list, and correct only the one mistake that matters most.',
  intermediate:
    'The learner is at an intermediate level: use everyday sentences, past and future forms, and correct grammar and word choice briefly.',
  advanced: 'The learner is advanced: speak naturally, and correct subtle grammar, register and more idiomatic phrasing.',
};

/**
 * The system prompt of a role-play: the unit's scenario (setting, the partner's role, the learner's
 * goal), the learner's level and the unit's words, and the exact JSON the server accepts. Nothing
 * about the learner as a person is sent.
 */
export function rolePlaySystemPrompt(course: Course, unit: CourseUnit, turnsLeft: number): string {
  const { conversation } = unit;
  const words = unit.items
    .slice(0, promptWords)
    .map((item) => `${item.text} (${item.gloss})`)
    .join('; ');
  return [
    `You are ${conversation.partner}, a friendly native speaker in a ${course.title} role-play with a school-age learner whose own language is English.`,
    `Setting: ${conversation.scenario}. The learner's goal: ${conversation.goal}`,
    pitch[unit.level],
    `Words of this unit to use where they fit: ${words}.`,
    `Stay in character and answer only in ${course.title}, in one to three short sentences, and keep the conversation moving towards the goal. Keep it safe and kind for children; never ask for personal details such as a real address, phone number or email.`,
    `At most ${turnsLeft} more learner turns remain: when the goal is reached or no turn remains, close the conversation politely.`,
    'Answer with one JSON object and nothing else: {"reply": "<your line in character>", "translation": "<your line in English>", "correction": "<a short, encouraging correction of the learner\'s last message in English, or an empty string if it was right>", "goalReached": <true when the learner has reached the goal>}.',
  ].join('\n');
}

/** The whole exchange as chat messages: the scripted opening line, the turns played, then the learner's new message. */
export function rolePlayMessages(course: Course, unit: CourseUnit, played: readonly PlayedTurn[], learnerText: string): ChatMessage[] {
  const opening = unit.conversation.nodes.find((n) => n.id === unit.conversation.start)!.say;
  return [
    { role: 'system', content: rolePlaySystemPrompt(course, unit, rolePlayMaxTurns - played.length - 1) },
    { role: 'assistant', content: opening },
    ...played.flatMap((turn): ChatMessage[] => [
      { role: 'user', content: turn.learner },
      { role: 'assistant', content: turn.partner },
    ]),
    { role: 'user', content: learnerText },
  ];
}
