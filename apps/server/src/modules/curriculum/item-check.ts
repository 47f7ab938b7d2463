import type { TopicItem } from '@brainboost/domain/curriculum/topic-content';
import { seededRandom } from '@brainboost/domain/random/seeded-random';
import type { ShownItem, revealSchema, verdicts } from '@brainboost/domain/schemas/curriculum';
import type { z } from 'zod';
import { checkMathsAnswer } from './maths-practice/maths-answer-check.js';
import type { GeneratedMathsItem } from './maths-practice/maths-template.js';

export type Verdict = (typeof verdicts)[number];
export type Reveal = z.infer<typeof revealSchema>;
export type Explanation = { text?: string; steps?: GeneratedMathsItem['steps'] };
export type Checked = { verdict: Verdict; reveal: Reveal; explanation: Explanation };
/** What a learner may send: text, a choice's index, true or false, or indexes. */
export type GivenAnswer = string | number | boolean | number[];

/** The order the pieces of an order item are shown in: fixed by the seed stored with the served item, so the check sees what the learner saw. */
export function shownOrder(length: number, seed: number): number[] {
  const indexes = Array.from({ length }, (_, i) => i);
  const shuffled = seededRandom(seed).shuffle(indexes);
  // A shuffle that happens to be the answer would give it away: turn it by one.
  return shuffled.every((v, i) => v === i) ? [...shuffled.slice(1), shuffled[0]!] : shuffled;
}

/** A written item as the learner sees it: without its answer. */
export function showWritten(item: TopicItem, seed: number): ShownItem {
  const base = { skill: item.skill, prompt: item.prompt };
  switch (item.kind) {
    case 'choice':
    case 'multi':
      return { kind: item.kind, ...base, choices: item.choices };
    case 'true-false':
    case 'short':
      return { kind: item.kind, ...base };
    case 'order':
      return { kind: 'order', ...base, pieces: shownOrder(item.sequence.length, seed).map((i) => item.sequence[i]!) };
  }
}

/** Ignoring case, accents, spaces and final punctuation (the content's promise for short answers). */
export function normaliseShort(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[\s\u3000]+/g, '')
    .replace(/[.!?。！？]+$/u, '');
}

const isIndexList = (given: GivenAnswer): given is number[] => Array.isArray(given);

/** A written item's verdict for any answer shape (a shape that does not fit the item is wrong), with the answer revealed. */
export function checkWritten(item: TopicItem, seed: number, given: GivenAnswer): Checked {
  const explanation = { text: item.explanation };
  switch (item.kind) {
    case 'choice':
      return {
        verdict: given === item.answer ? 'right' : 'wrong',
        reveal: { kind: 'choice', answer: item.answer, text: item.choices[item.answer]! },
        explanation,
      };
    case 'multi': {
      const want = [...item.answers].sort((a, b) => a - b);
      const got = isIndexList(given) ? [...new Set(given)].sort((a, b) => a - b) : null;
      return {
        verdict: got && got.length === want.length && got.every((v, i) => v === want[i]) ? 'right' : 'wrong',
        reveal: { kind: 'multi', answers: want, texts: want.map((i) => item.choices[i]!) },
        explanation,
      };
    }
    case 'true-false':
      return { verdict: given === item.answer ? 'right' : 'wrong', reveal: { kind: 'true-false', answer: item.answer }, explanation };
    case 'short': {
      const typed = typeof given === 'string' ? normaliseShort(given) : null;
      return {
        verdict: typed && item.accept.some((a) => normaliseShort(a) === typed) ? 'right' : 'wrong',
        reveal: { kind: 'short', answer: item.accept[0]! },
        explanation,
      };
    }
    case 'order': {
      const shown = shownOrder(item.sequence.length, seed);
      // The right answer in the shown pieces' indexes: where each piece of the sequence was shown.
      const answer = item.sequence.map((_, i) => shown.indexOf(i));
      const right = isIndexList(given) && given.length === answer.length && given.every((v, i) => v === answer[i]);
      return { verdict: right ? 'right' : 'wrong', reveal: { kind: 'order', answer, sequence: item.sequence }, explanation };
    }
  }
}

/** A generated maths item as the learner sees it: the prompt keys, the maths, and what kind of answer to type. */
export function showMaths(skill: string, item: GeneratedMathsItem): ShownItem {
  const { answer } = item;
  const expects =
    answer.kind === 'number'
      ? { kind: 'number' as const, ...(answer.unit ? { unit: answer.unit } : {}) }
      : answer.kind === 'expression'
        ? { kind: 'expression' as const, variables: answer.variables }
        : answer.kind === 'solutions'
          ? { kind: 'solutions' as const, variable: answer.variable }
          : { kind: 'choice' as const, choices: answer.choices, ...(answer.choicesAreKeys ? { choicesAreKeys: true } : {}) };
  return { kind: 'maths', skill, prompt: item.prompt, ...(item.maths ? { maths: item.maths } : {}), answer: expects };
}

/** A maths item's verdict as the CAS decides; a choice may come as its index or as text. */
export function checkMaths(item: GeneratedMathsItem, given: GivenAnswer): Checked {
  const { answer } = item;
  const typed = typeof given === 'number' ? String(given) : typeof given === 'string' ? given : null;
  const verdict = typed === null ? 'wrong' : checkMathsAnswer(answer, typed);
  const reveal: Reveal =
    answer.kind === 'choice'
      ? { kind: 'maths', answer: answer.choices[answer.answer]!, choice: answer.answer }
      : { kind: 'maths', answer: answer.value, ...(answer.kind === 'number' && answer.unit ? { unit: answer.unit } : {}) };
  return { verdict, reveal, explanation: { steps: item.steps } };
}
