import { maxSpeechTextLength, type SpeechLanguage } from '../schemas/speech.js';

/** The voice for text written in an interface language or a course language (Traditional Chinese is read in Mandarin). */
const voiceLanguages: Record<string, SpeechLanguage> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  zh: 'zh',
  'zh-Hans': 'zh',
  'zh-Hant': 'zh',
  yue: 'yue',
};

/** The language to read text in `locale` with, or null when no voice reads it. */
export function speechLanguageOf(locale: string): SpeechLanguage | null {
  return voiceLanguages[locale] ?? voiceLanguages[locale.split('-')[0]!] ?? null;
}

/** Where a sentence may end (Latin and CJK punctuation), then where a phrase may. */
const sentenceEnd = /(?<=[.!?。！？…])\s*|\n+/u;
const phraseEnd = /(?<=[,;:，、；：])\s*|\s+/u;

/** Packs pieces back together into parts of at most `max` characters; a piece too long on its own goes to `smaller`. */
function pack(pieces: string[], max: number, smaller: (piece: string) => string[]): string[] {
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces.map((p) => p.trim()).filter(Boolean)) {
    if (piece.length > max) {
      if (current) parts.push(current);
      current = '';
      parts.push(...smaller(piece));
      continue;
    }
    const joined = current ? `${current} ${piece}` : piece;
    if (joined.length <= max) current = joined;
    else {
      parts.push(current);
      current = piece;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** Text longer than one request allows, in parts read one after another: whole sentences, else whole phrases, else cut. */
export function speechParts(text: string, max = maxSpeechTextLength): string[] {
  const cut = (piece: string) => Array.from({ length: Math.ceil(piece.length / max) }, (_, i) => piece.slice(i * max, (i + 1) * max));
  return pack(text.split(sentenceEnd), max, (sentence) => pack(sentence.split(phraseEnd), max, cut));
}
