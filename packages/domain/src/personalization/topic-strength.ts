import type { MathTopic } from '../schemas/tutor.js';

/** A topic is judged only once the learner has asked about it this many times. */
export const minQuestionsPerTopic = 3;
/** A question's weight halves every this many days: recent help counts most. */
export const questionHalfLifeDays = 30;
/** "Recent" on screen: questions asked in the last this many days. */
export const recentDays = 30;

export type TopicQuestion = { topic: MathTopic; askedAt: Date };

export type TopicStrength = {
  topic: MathTopic;
  questions: number;
  recentQuestions: number;
  lastAskedAt: Date;
  /** 0–100, null below the evidence minimum. */
  strength: number | null;
};

const dayMs = 86_400_000;

/**
 * How much help the learner has needed per maths topic, from the questions they asked the tutor
 * (whether they opened hints or the full solution is not recorded, so it is not used). Each
 * question weighs 0.5^(age in days / 30); the topic's strength is 100 / (1 + total weight),
 * rounded: three questions today score 25, four questions two months ago score 50, a topic never
 * asked about would score 100 but is not judged. Topics with fewer than three questions get null.
 */
export function topicStrengths(questions: readonly TopicQuestion[], now: Date): TopicStrength[] {
  const byTopic = new Map<MathTopic, { questions: number; recent: number; weight: number; last: Date }>();
  for (const q of questions) {
    const age = Math.max(0, (now.getTime() - q.askedAt.getTime()) / dayMs);
    const entry = byTopic.get(q.topic) ?? { questions: 0, recent: 0, weight: 0, last: q.askedAt };
    entry.questions += 1;
    if (age <= recentDays) entry.recent += 1;
    entry.weight += 0.5 ** (age / questionHalfLifeDays);
    if (q.askedAt > entry.last) entry.last = q.askedAt;
    byTopic.set(q.topic, entry);
  }
  return [...byTopic.entries()]
    .map(([topic, e]) => ({
      topic,
      questions: e.questions,
      recentQuestions: e.recent,
      lastAskedAt: e.last,
      strength: e.questions >= minQuestionsPerTopic ? Math.round(100 / (1 + e.weight)) : null,
    }))
    .sort((a, b) => b.questions - a.questions || a.topic.localeCompare(b.topic));
}
