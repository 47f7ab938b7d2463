// Readings in Latin script (pinyin, Jyutping, romaji) as one spaced line: syllables or words
// separated by spaces, full-width punctuation in its Latin form. Part of generate-language-readings.

// Full-width punctuation read in Latin script, and which marks open or close (no space inside).
export const punctuation = {
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
  '　': ' ',
};
const closing = /^[,.!?:;)”’…~]/;
const opening = /[(“‘]$/;

/**
 * Joins per-character readings into spaced syllables: `[['你','nǐ'],['好','hǎo'],['！',null]]` →
 * `nǐ hǎo!`. Characters without a reading (digits, Latin, placeholders) stay as written, grouped.
 */
export function joinSyllables(pairs) {
  const words = [];
  let latin = false;
  for (const [origin, syllable] of pairs) {
    if (syllable) {
      words.push(syllable);
      latin = false;
      continue;
    }
    for (const raw of origin) {
      const ch = punctuation[raw] ?? raw;
      if (/\s/.test(ch)) latin = false;
      else if (/[\p{P}\p{S}]/u.test(ch) && !/[{}]/.test(ch)) {
        words.push(ch);
        latin = false;
      } else if (latin) words[words.length - 1] += ch;
      else {
        words.push(ch);
        latin = true;
      }
    }
  }
  return words.reduce((out, w) => (out === '' ? w : closing.test(w) || opening.test(out) ? out + w : `${out} ${w}`), '');
}

/** Romanised words joined with spaces, none before closing marks or after opening ones. */
export function joinWords(words) {
  return words
    .reduce((out, w) => (out === '' ? w : closing.test(w) || opening.test(out) || w === ' ' ? out + w.trim() : `${out} ${w}`), '')
    .trim();
}
