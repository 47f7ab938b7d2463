import type { GradeBand } from '../school/grade-band.js';
import { gradeBands } from '../school/grade-band.js';
import { isRecallLanguage, recallWords, recallWordsPerBand, sameAnswer, type RecallLanguage } from './recall-words.js';

/**
 * Method of loci. A trial is one word of the list, in the order it was placed along the route:
 * stimulus `<language>:<band>:<index>` (a word of the shipped list), response what was typed at that
 * place of the route in recall (null when left empty).
 */
export const lociStimulusPattern = new RegExp(`^(en|es|zh-Hans|zh-Hant|yue|fr|it):(${gradeBands.join('|')}):([0-9]|1[01])$`);

export const lociStimulus = (language: RecallLanguage, band: GradeBand, index: number) => `${language}:${band}:${index}`;

export function parseLociStimulus(stimulus: string): { language: RecallLanguage; band: GradeBand; index: number; word: string } | null {
  const match = lociStimulusPattern.exec(stimulus);
  if (!match || !isRecallLanguage(match[1]!)) return null;
  const band = match[2] as GradeBand;
  const index = Number(match[3]);
  if (index >= recallWordsPerBand) return null;
  return { language: match[1], band, index, word: recallWords[match[1]][band][index]! };
}

/** A list is one language and band, each word once. */
export function lociListProblem(stimuli: readonly string[]): boolean {
  const parsed = stimuli.map(parseLociStimulus);
  if (parsed.some((p) => p === null)) return true;
  const first = parsed[0]!;
  if (parsed.some((p) => p!.language !== first.language || p!.band !== first.band)) return true;
  return new Set(parsed.map((p) => p!.index)).size !== parsed.length;
}

/**
 * Serial recall: the word typed at a place is the word put there. Free recall: a word of the list
 * typed at any place (each word counts once).
 */
export function lociRecall(words: readonly string[], typed: readonly (string | null)[]) {
  const inPosition = words.map((word, i) => sameAnswer(typed[i] ?? null, word));
  const anywhere = words.filter((word) => typed.some((answer) => sameAnswer(answer, word))).length;
  return { inPosition, serial: inPosition.filter(Boolean).length, free: anywhere };
}

/** A fresh list: `length` different words of the band, shuffled by `random`. */
export function lociList(language: RecallLanguage, band: GradeBand, length: number, random: () => number = Math.random): number[] {
  const indices = Array.from({ length: recallWordsPerBand }, (_, i) => i);
  for (let i = indices.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices.slice(0, length);
}
