import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import { rubyPairs } from '../components/ruby-pairs';

export type ToneCourseId = 'zh' | 'yue';

/** One spoken syllable of the item and the pitch its tone aims for. */
export type ToneSyllable = {
  /** The character over which the syllable sits, when the reading lines up with the text. */
  character: string | undefined;
  reading: string;
  /** 1–4 for Mandarin (5 = neutral), 1–6 for Cantonese; null when the reading carries none. */
  tone: number | null;
  /** Chao tone letters, 1 (low) to 5 (high), one per point of the contour; null with no tone. */
  chao: number[] | null;
  /** Its share of the spoken time: a neutral tone is short. */
  weight: number;
};

export const isToneCourse = (courseId: string): courseId is ToneCourseId => courseId === 'zh' || courseId === 'yue';

const mandarinChao: Record<number, number[]> = { 1: [5, 5], 2: [3, 5], 3: [2, 1, 4], 4: [5, 1], 5: [3, 3] };
/** A third tone with another syllable after it in the phrase: the low fall only, "half third". */
const halfThird = [2, 1];
const cantoneseChao: Record<number, number[]> = { 1: [5, 5], 2: [2, 5], 3: [3, 3], 4: [2, 1], 5: [2, 3], 6: [2, 2] };

const pinyinToneMark: Record<string, number> = { '\u0304': 1, '\u0301': 2, '\u030C': 3, '\u0300': 4 };
const token = /\{[^}]*\}|[\p{L}\p{M}]+[1-6]?|[^\p{L}\p{M}\s]+/gu;
const syllableToken = /^[\p{L}\p{M}]+[1-6]?$/u;
const han = /\p{Script=Han}/u;

/**
 * The tone targets of an item from its generated reading (never from synthetic audio). The
 * readings already carry 一 and 不 in their changed tones (yì zhī, bú shì), so those come as
 * written; the Mandarin third-tone sandhi is applied here, inside a phrase (punctuation ends one):
 * 3 before 3 is said as 2 (in a run, every 3 but the last), and a 3 before any other syllable
 * is the half third, 21.
 */
export function toneTargets(courseId: ToneCourseId, text: string, reading: CourseReading): ToneSyllable[] {
  const romanised = 'pinyin' in reading ? reading.pinyin : 'jyutping' in reading ? reading.jyutping : null;
  if (romanised === null) return [];
  const phrases: string[][] = [[]];
  for (const [word] of romanised.matchAll(token)) {
    if (syllableToken.test(word)) phrases.at(-1)!.push(word);
    else if (phrases.at(-1)!.length > 0) phrases.push([]);
  }
  const characters = rubyPairs(text, reading)
    .filter(([base, ruby]) => ruby !== undefined && han.test(base))
    .map(([base]) => base);
  const syllables = phrases.flatMap((phrase) => (courseId === 'zh' ? mandarinPhrase(phrase) : phrase.map(cantoneseSyllable)));
  const aligned = characters.length === syllables.length;
  return syllables.map((syllable, i) => ({ ...syllable, character: aligned ? characters[i] : undefined }));
}

type Syllable = Omit<ToneSyllable, 'character'>;

function mandarinTone(syllable: string) {
  for (const mark of syllable.normalize('NFD')) if (pinyinToneMark[mark]) return pinyinToneMark[mark];
  return 5;
}

function mandarinPhrase(phrase: string[]): Syllable[] {
  const tones = phrase.map(mandarinTone);
  return phrase.map((reading, i) => {
    const next = tones[i + 1];
    const thirdBeforeThird = tones[i] === 3 && next === 3;
    const tone = thirdBeforeThird ? 2 : tones[i]!;
    const chao = tone === 3 && next !== undefined ? halfThird : mandarinChao[tone]!;
    return { reading, tone, chao, weight: tone === 5 ? 0.5 : 1 };
  });
}

function cantoneseSyllable(reading: string): Syllable {
  const tone = /[1-6]$/.test(reading) ? Number(reading.at(-1)) : null;
  return { reading, tone, chao: tone === null ? null : cantoneseChao[tone]!, weight: 1 };
}
