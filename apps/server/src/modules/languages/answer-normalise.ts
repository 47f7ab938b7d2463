import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';

/** Stand-ins for `{name}` and `{number}` in an accepted answer (private-use characters, removed from what a learner types). */
export const namePlaceholder = '\uE000';
export const numberPlaceholder = '\uE001';

const cjkCourses: ReadonlySet<LanguageCourseId> = new Set(['zh', 'yue', 'ja']);
export const isCjkCourse = (course: LanguageCourseId) => cjkCourses.has(course);

// CJK full stops, commas and brackets that NFKC leaves alone.
const cjkPunctuation = /[。、「」『』【】〈〉《》〔〕・～〜]/g;
const quotes = /[‘’‚‛′`´]/g;
const doubleQuotes = /[“”„‟″«»]/g;

/** Learner text without invisible characters: format marks (zero-width spaces), private-use stand-ins, lone surrogates; controls become spaces. */
export function withoutInvisible(text: string): string {
  return text.replace(/[\p{Cf}\p{Co}\p{Cs}]/gu, '').replace(/\p{Cc}/gu, ' ');
}

/**
 * The form answers are compared in: compatibility-normalised (full-width → half-width,
 * half-width katakana → full-width), lower case, curly quotes straight, punctuation and `¿ ¡`
 * gone (apostrophes kept: French elision), spaces collapsed — and for Chinese and Japanese no
 * spaces at all. Linear in the input.
 */
export function comparisonKey(text: string, course: LanguageCourseId): string {
  let key = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(quotes, "'")
    .replace(doubleQuotes, '"')
    .replace(cjkPunctuation, ' ')
    // Every punctuation mark and symbol but the apostrophe and the placeholders' stand-ins.
    .replace(/[^\p{L}\p{M}\p{N}\s'\uE000\uE001]/gu, ' ')
    .replace(/\s*'\s*/g, "'")
    .replace(/^'+|'+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (isCjkCourse(course)) key = key.replace(/ /g, '');
  return key;
}

/** A key without accents (é → e, ñ → n, ç → c) and with œ/æ spelt out: what a learner without those keys types. */
export function withoutAccents(key: string): string {
  return key.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFC');
}

/** An accepted answer with its placeholders swapped for stand-ins that survive `comparisonKey`. */
export function withPlaceholderStandIns(accepted: string): string {
  return withoutInvisible(accepted)
    .replace(/\{name\}/g, namePlaceholder)
    .replace(/\{number\}/g, numberPlaceholder);
}

export const isLatinScript = (key: string) => !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(key);

/** Letters in a key (what the typo allowance is measured against). */
export const letterCount = (key: string) => (key.match(/\p{L}/gu) ?? []).length;
