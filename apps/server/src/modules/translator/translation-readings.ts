import { pinyin } from 'pinyin-pro';
import ToJyutping from 'to-jyutping';
import type { IpadicFeatures } from 'kuromoji';
import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';
import { createKuromojiLoader } from '../../providers/speech/japanese-katakana.js';

/** Full-width punctuation as it is written in a Latin-script reading. */
const latinPunctuation: Record<string, string> = {
  '，': ',',
  '。': '.',
  '！': '!',
  '？': '?',
  '：': ':',
  '；': ';',
  '、': ',',
  '（': '(',
  '）': ')',
  '「': '“',
  '」': '”',
  '『': '‘',
  '』': '’',
  '～': '~',
  '・': ' ',
  '\u3000': ' ',
};

/** A spaced syllable line with Latin punctuation tight against the word before it: `nǐ hǎo ma?`. */
export function tidyRomanisation(text: string): string {
  return text
    .replace(/[，。！？：；、（）「」『』～・\u3000]/g, (mark) => latinPunctuation[mark] ?? mark)
    .replace(/\s+([,.!?:;)”’~])/g, '$1')
    .replace(/([(“‘])\s+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const katakana = /[\u30a1-\u30f6]/g;
/** Katakana to hiragana (the blocks are 0x60 apart); the long-vowel mark ー stays. */
export const toHiragana = (text: string) => text.replace(katakana, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** Each word in hiragana by its dictionary reading (は stays は, unlike the pronunciation espeak gets); unknown words as written. */
export function hiraganaReading(tokens: readonly Pick<IpadicFeatures, 'surface_form' | 'reading'>[]): string {
  return tokens.map((t) => (t.reading && t.reading !== '*' ? toHiragana(t.reading) : t.surface_form)).join('');
}

const hasCjk = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/**
 * Readings beside translated text, made by the libraries the language courses use (decision 0074):
 * pinyin (pinyin-pro, tone sandhi) for Mandarin in either script, Jyutping (to-jyutping) for
 * Cantonese, hiragana (kuromoji) for Japanese. Other languages, and text without CJK characters, have none.
 */
export function createReadings() {
  const tokenizer = createKuromojiLoader();
  return async function readingOf(text: string, language: PhrasebookLanguage): Promise<string | null> {
    if (!hasCjk.test(text)) return null;
    switch (language) {
      case 'zh-Hans':
      case 'zh-Hant':
        return tidyRomanisation(pinyin(text, { toneSandhi: true, nonZh: 'consecutive' }));
      case 'yue':
        return tidyRomanisation(ToJyutping.getJyutpingText(text));
      case 'ja':
        return hiraganaReading((await tokenizer()).tokenize(text));
      default:
        return null;
    }
  };
}

export type ReadingOf = ReturnType<typeof createReadings>;
