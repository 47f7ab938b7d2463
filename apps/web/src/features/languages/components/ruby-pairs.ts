import type { CourseReading } from '@brainboost/domain/languages/course-readings';

const han = /\p{Script=Han}/u;
const syllable = /[\p{L}\p{M}]+[1-6]?/gu;

/**
 * The text cut into (base, reading) pairs for <ruby>: furigana segments as generated; for
 * pinyin and Jyutping, one syllable over each character when the counts agree, else the whole
 * reading over the whole text (never a syllable over the wrong character).
 */
export function rubyPairs(text: string, reading: CourseReading): [string, string | undefined][] {
  if ('furigana' in reading) return reading.furigana.map((s) => [s.text, s.ruby]);
  const romanised = 'pinyin' in reading ? reading.pinyin : reading.jyutping;
  const chars = [...text];
  const syllables = [...romanised.replace(/\{[^}]*\}/g, ' ').matchAll(syllable)].map((m) => m[0]);
  if (syllables.length !== chars.filter((c) => han.test(c)).length) return [[text, romanised]];
  let next = 0;
  return chars.map((c) => (han.test(c) ? [c, syllables[next++]] : [c, undefined]));
}
