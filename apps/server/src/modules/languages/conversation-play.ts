import type { Conversation, ConversationNode, Course } from '@brainboost/domain/languages/course-content';
import type { Exercise } from '@brainboost/domain/schemas/languages';
import { checkAnswer, type AnswerCheck, type AnswerCheckOptions } from './answer-check.js';

const turnPrefix = 'turn-';

/** The learner's turn at a node: the partner's line, what to say if stuck, and the voice to say it in. */
export function turnExercise(course: Course, conversation: Conversation, node: ConversationNode): Exercise {
  return {
    id: `${turnPrefix}${node.id}`,
    kind: 'reply',
    prompt: conversation.goal,
    speech: { text: node.say, speechLocale: course.speechLocale },
    partner: { name: conversation.partner, say: node.say, translation: node.translation, hints: node.replies.map((r) => r.hint) },
  };
}

export type TurnResult = AnswerCheck & { next: ConversationNode | null; correctAnswer: string; explanation: string };

const rank = { correct: 2, typo: 1, wrong: 0 } as const;

/** Checks a reply against each way the conversation may go on; the best match decides where it goes (the first on a tie). */
export function replyAt(
  course: Course,
  conversation: Conversation,
  node: ConversationNode,
  given: string,
  options: AnswerCheckOptions,
): TurnResult {
  const nodes = new Map(conversation.nodes.map((n) => [n.id, n]));
  let best: TurnResult = {
    verdict: 'wrong',
    next: null,
    correctAnswer: node.replies[0]?.accepted[0] ?? '',
    explanation: node.replies[0]?.hint ?? '',
  };
  for (const reply of node.replies) {
    const check = checkAnswer(course.id, given, reply.accepted, options);
    if (rank[check.verdict] > rank[best.verdict])
      best = { ...check, next: nodes.get(reply.next) ?? null, correctAnswer: check.matched ?? reply.accepted[0]!, explanation: reply.hint };
  }
  return best;
}

/** Where an attempt's conversation stands, replayed from its answers in order: the node whose turn it is. */
export function currentNode(
  course: Course,
  conversation: Conversation,
  answers: readonly { exerciseId: string; answer: string; verdict: string }[],
  options: AnswerCheckOptions,
): ConversationNode {
  const nodes = new Map(conversation.nodes.map((n) => [n.id, n]));
  let node = nodes.get(conversation.start)!;
  for (const a of answers) {
    if (a.verdict === 'wrong' || a.exerciseId !== `${turnPrefix}${node.id}`) continue;
    node = replyAt(course, conversation, node, a.answer, options).next ?? node;
  }
  return node;
}
