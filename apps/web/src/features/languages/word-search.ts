import type { LearnedWord } from './api/words-api';

const marks = /\p{M}/gu;
const separators = /[\s'’\-–·.,;:!?¡¿，。、！？；：…「」『』“”"()（）]/gu;

/** Case, accents and tone marks, spaces and punctuation do not count; katakana is read as hiragana. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(marks, '')
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(separators, '')
    .replace(/[\u30a1-\u30f6]/g, (k) => String.fromCharCode(k.charCodeAt(0) - 0x60));
}

/** For readings also tone numbers (Jyutping's, or pinyin typed as ni3hao3) and pinyin's v for ü do not count. */
const plainReading = (text: string) => plain(text).replace(/[0-9]/g, '').replace(/v/g, 'u');

/** The word's own forms (either Chinese script), its English meanings, and its readings: pinyin, Jyutping, kana, romaji. */
function searchable(word: LearnedWord) {
  const reading = word.readings?.[word.text];
  const forms = [word.text, word.gloss, ...word.glosses];
  const readings: string[] = [];
  if (reading) {
    if ('pinyin' in reading) {
      readings.push(reading.pinyin);
      forms.push(reading.traditional);
    }
    if ('jyutping' in reading) {
      readings.push(reading.jyutping);
      forms.push(reading.simplified);
    }
    if ('kana' in reading) readings.push(reading.kana, reading.romaji);
  }
  return { forms: forms.map(plain), readings: readings.map(plainReading) };
}

/** The words matching a search as a learner types it, in the list's order; all of them for an empty search. */
export function searchWords(words: readonly LearnedWord[], query: string): LearnedWord[] {
  const needle = plain(query);
  if (!needle) return [...words];
  const readingNeedle = plainReading(query);
  return words.filter((word) => {
    const { forms, readings } = searchable(word);
    return forms.some((f) => f.includes(needle)) || (readingNeedle !== '' && readings.some((r) => r.includes(readingNeedle)));
  });
}
