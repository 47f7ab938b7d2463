import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import {
  comparisonKey,
  isCjkCourse,
  isLatinScript,
  letterCount,
  withoutAccents,
  withoutInvisible,
  withPlaceholderStandIns,
} from './answer-normalise.js';
import { templatePattern } from './answer-template.js';
import { toSimplified, toTraditional } from './chinese-script.js';
import { boundedEditDistance } from './edit-distance.js';
import { compareRomanisation, romanisationLetters } from './romanisation-compare.js';

/** Why an answer counts as a typo: accents missing or wrong, a small misspelling, or tones left out. */
export type AnswerNote = 'accents' | 'spelling' | 'tones';
export type AnswerCheck = { verdict: 'correct' | 'typo' | 'wrong'; matched?: string; note?: AnswerNote };

export type AnswerCheckOptions = {
  /** The generated readings of an accepted answer (readings.json): kana for Japanese, pinyin or Jyutping for romanised answers. */
  readingOf?: (text: string) => CourseReading | undefined;
  /** The exercise asks for pinyin (zh) or Jyutping (yue) instead of characters. */
  romanised?: boolean;
};

/**
 * Edits forgiven as a typo on a Latin-script answer: one up to 8 letters, two above — none under
 * 3 letters, where one edit makes another word (el / en, a / y).
 */
export const typoAllowance = (letters: number) => (letters < 3 ? 0 : letters <= 8 ? 1 : 2);

const wrong: AnswerCheck = { verdict: 'wrong' };
const rank = { correct: 2, typo: 1, wrong: 0 } as const;
const better = (a: AnswerCheck, b: AnswerCheck) => (rank[b.verdict] > rank[a.verdict] ? b : a);

const toHiragana = (text: string) => text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** The same text in each script a learner may use: Simplified and Traditional; hiragana for katakana. */
function scriptForms(key: string, course: LanguageCourseId): string[] {
  if (course === 'zh' || course === 'yue') return [...new Set([key, toSimplified(key), toTraditional(key)])];
  if (course === 'ja') return [...new Set([key, toHiragana(key)])];
  return [key];
}

function matches(given: string, accepted: string, course: LanguageCourseId, stripped: boolean): boolean {
  if (given === accepted) return true;
  return templatePattern(accepted, course, stripped)?.test(given) ?? false;
}

function checkRomanised(course: 'zh' | 'yue', given: string, accepted: readonly string[], options: AnswerCheckOptions): AnswerCheck {
  const system = course === 'zh' ? 'pinyin' : 'jyutping';
  let best = wrong;
  for (const answer of accepted) {
    const reading = options.readingOf?.(answer);
    const expected = isLatinScript(answer)
      ? answer
      : reading && ('pinyin' in reading ? reading.pinyin : 'jyutping' in reading ? reading.jyutping : undefined);
    if (!expected) continue;
    const match = compareRomanisation(given, expected, system);
    if (match === 'same') return { verdict: 'correct', matched: answer };
    if (match === 'tones-missing') best = better(best, { verdict: 'typo', matched: answer, note: 'tones' });
    if (match === 'letters-differ' && romanisationLetters(given, system)) {
      const letters = romanisationLetters(expected, system);
      const allowance = typoAllowance(letters.length);
      if (boundedEditDistance(romanisationLetters(given, system), letters, allowance) <= allowance)
        best = better(best, { verdict: 'typo', matched: answer, note: 'spelling' });
    }
  }
  return best;
}

/**
 * Checks a learner's answer against every accepted one. Correct when it matches after
 * normalisation (case, spaces, punctuation, quotes, width; Simplified or Traditional; kana for
 * the accepted answer's reading; `{name}` / `{number}`); a typo when only accents differ, or a
 * Latin-script answer is a small edit away, or pinyin/Jyutping lacks tones; otherwise wrong.
 * Never throws; very long input is refused before any costly step.
 */
export function checkAnswer(
  course: LanguageCourseId,
  given: string,
  accepted: readonly string[],
  options: AnswerCheckOptions = {},
): AnswerCheck {
  const text = withoutInvisible(typeof given === 'string' ? given : '');
  if (options.romanised && (course === 'zh' || course === 'yue')) {
    if (text.length > 4_000) return wrong;
    return checkRomanised(course, text, accepted, options);
  }
  const candidates = accepted.map((answer) => {
    const keys = [comparisonKey(withPlaceholderStandIns(answer), course)];
    const reading = course === 'ja' ? options.readingOf?.(answer) : undefined;
    if (reading && 'kana' in reading) keys.push(comparisonKey(withPlaceholderStandIns(reading.kana), course));
    return { answer, keys: [...new Set(keys.flatMap((k) => scriptForms(k, course)))] };
  });
  const longest = Math.max(0, ...candidates.flatMap((c) => c.keys.map((k) => k.length)));
  const key = comparisonKey(text, course);
  // Anything this much longer than every accepted answer cannot match; stop before converting or matching it.
  if (key.length === 0 || key.length > longest * 4 + 64) return wrong;
  const givenForms = scriptForms(key, course);

  let best = wrong;
  for (const { answer, keys } of candidates) {
    if (keys.some((k) => givenForms.some((g) => matches(g, k, course, false)))) return { verdict: 'correct', matched: answer };
    if (isCjkCourse(course) && !isLatinScript(keys[0]!)) continue;
    const strippedKey = withoutAccents(key);
    for (const k of keys) {
      const stripped = withoutAccents(k);
      if (matches(strippedKey, stripped, course, true)) best = better(best, { verdict: 'typo', matched: answer, note: 'accents' });
      else if (!templatePattern(k, course, false)) {
        const allowance = typoAllowance(letterCount(stripped));
        if (boundedEditDistance(strippedKey, stripped, allowance) <= allowance)
          best = better(best, { verdict: 'typo', matched: answer, note: 'spelling' });
      }
    }
  }
  return best;
}
