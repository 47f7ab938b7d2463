/**
 * Compares a learner's pinyin or Jyutping with the expected reading, whatever way the tones are
 * written: marks (nǐ hǎo), numbers after each syllable (ni3 hao3), run together (ni3hao3) or
 * partly missing (nihao3). Letters are compared first; then each expected syllable's tone with
 * the tone the learner put inside that syllable.
 */
export type RomanisationMatch = 'same' | 'tones-missing' | 'tones-wrong' | 'letters-differ';

const markTones: Record<string, number> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };

type Parsed = { letters: string; tones: Map<number, number> };

/** Letters (ü as v) and the tone written at each letter position (marks on the vowel, digits after the syllable). */
function parse(text: string, system: 'pinyin' | 'jyutping'): Parsed {
  let letters = '';
  const tones = new Map<number, number>();
  const decomposed = text.normalize('NFD').toLowerCase().replace(/u:/g, 'v');
  for (const ch of decomposed) {
    if (ch >= 'a' && ch <= 'z') letters += ch;
    else if (ch === '\u0308' && letters.endsWith('u')) letters = `${letters.slice(0, -1)}v`;
    else if (system === 'pinyin' && markTones[ch] && letters) tones.set(letters.length - 1, markTones[ch]);
    else if (/[0-9]/.test(ch) && letters) {
      const tone = Number(ch);
      // Pinyin writes the neutral tone as 5, 0 or nothing.
      tones.set(letters.length - 1, system === 'pinyin' && (tone === 5 || tone === 0) ? 0 : tone);
    }
  }
  return { letters, tones };
}

/** Syllables of a generated reading (`nǐ hǎo!`, `nei5 hou2`): its letters and one tone each (0 = neutral). */
function syllables(reading: string, system: 'pinyin' | 'jyutping'): { start: number; end: number; tone: number }[] {
  const out: { start: number; end: number; tone: number }[] = [];
  let offset = 0;
  for (const word of reading.split(/[^\p{L}\p{M}0-9:]+/u).filter(Boolean)) {
    const { letters, tones } = parse(word, system);
    if (!letters) continue;
    out.push({ start: offset, end: offset + letters.length, tone: [...tones.values()][0] ?? 0 });
    offset += letters.length;
  }
  return out;
}

// 一 and 不 change tone before other syllables; a learner may give either the citation or the spoken tone.
const sandhiTones: Record<string, ReadonlySet<number>> = { yi: new Set([1, 2, 4]), bu: new Set([2, 4]) };

export function compareRomanisation(given: string, reading: string, system: 'pinyin' | 'jyutping'): RomanisationMatch {
  const g = parse(given, system);
  const expected = syllables(reading, system);
  const expectedLetters = parse(reading, system).letters;
  if (g.letters !== expectedLetters || g.letters === '') return 'letters-differ';
  let missing = false;
  for (const { start, end, tone } of expected) {
    const givenTones = [...g.tones].filter(([at]) => at >= start && at < end).map(([, t]) => t);
    if (givenTones.length > 1) return 'tones-wrong';
    const givenTone = givenTones[0];
    if (givenTone === undefined || givenTone === tone) {
      if (givenTone === undefined && tone !== 0) missing = true;
      continue;
    }
    const sandhi = sandhiTones[expectedLetters.slice(start, end)];
    // A citation tone on a neutral syllable (xiè xiè for xiè xie) is how dictionaries write it.
    if (system === 'pinyin' && (tone === 0 || (sandhi?.has(tone) && sandhi.has(givenTone)))) continue;
    return 'tones-wrong';
  }
  return missing ? 'tones-missing' : 'same';
}

/** The letters alone, for the typo allowance when they differ. */
export const romanisationLetters = (text: string, system: 'pinyin' | 'jyutping') => parse(text, system).letters;
