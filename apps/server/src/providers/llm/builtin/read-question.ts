import type { Locale } from '@brainboost/domain/i18n/locales';
import { halfWidth } from '../../../maths/normalise-maths.js';
import { englishWords } from './question-words/en.js';
import { spanishWords } from './question-words/es.js';
import { frenchWords } from './question-words/fr.js';
import { italianWords } from './question-words/it.js';
import type { QuestionWords } from './question-words/question-words.types.js';
import { cantoneseWords } from './question-words/yue.js';
import { simplifiedChineseWords } from './question-words/zh-hans.js';
import { traditionalChineseWords } from './question-words/zh-hant.js';

const wordsByLocale: Record<Locale, QuestionWords> = {
  en: englishWords,
  es: spanishWords,
  'zh-Hans': simplifiedChineseWords,
  'zh-Hant': traditionalChineseWords,
  yue: cantoneseWords,
  fr: frenchWords,
  it: italianWords,
};
/** Every language's words: a question is read in all of them whatever the interface language. */
export const languages = Object.values(wordsByLocale);

const accented: Record<string, string> = { a: 'aàáâä', e: 'eèéêë', i: 'iìíîï', o: 'oòóôö', u: 'uùúûü', n: 'nñ', c: 'cç' };
const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word as a pattern that also matches it typed without accents or with a curly apostrophe. */
function wordPattern(word: string): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '');
  const body = [...plain]
    .map((ch) => (accented[ch] ? `[${accented[ch]}]` : ch === ' ' ? '\\s+' : ch === "'" ? "['’]\\s*" : escape(ch)))
    .join('');
  return word.endsWith("'") ? body : `${body}(?![\\p{L}])`;
}

/** Any of the words, longest first, standing alone (Latin scripts) or anywhere (Chinese). */
function anyOf(words: string[], language: QuestionWords): string {
  if (words.length === 0) return '(?!)';
  const sorted = [...words].sort((a, b) => b.length - a.length);
  const start = language.unspaced ? '' : '(?<![\\p{L}\\p{N}])';
  return `${start}(?:${sorted.map(language.unspaced ? escape : wordPattern).join('|')})`;
}

type Command = 'simplify' | 'expand' | 'factor' | 'derivative' | 'integral';
type Opening = { kind: Command | 'leadIn' | 'article'; pattern: RegExp };

const number = String.raw`-?(?:\d+(?:\.\d+)?|pi|π|e)`;

const mathsWords = (l: QuestionWords) => [
  ...l.mathsVerbs,
  ...l.mathsNouns,
  ...l.simplify,
  ...l.expand,
  ...l.factor,
  ...l.derivative,
  ...l.integral,
  ...(l.derivativeAfter ?? []),
  ...(l.integralAfter ?? []),
];

/** The patterns of one language, built once. */
function compile(language: QuestionWords) {
  const at = (words: string[]) => new RegExp(`^${anyOf(words, language)}\\s*[:,]?\\s*`, 'iu');
  const openings: Opening[] = [
    { kind: 'leadIn', pattern: at([...language.leadIns, ...language.mathsVerbs, ...language.mathsNouns]) },
    { kind: 'article', pattern: at(language.articles) },
    ...(['simplify', 'expand', 'factor', 'derivative', 'integral'] as const).map((kind) => ({ kind, pattern: at(language[kind]) })),
  ];
  const of = anyOf(language.of, language);
  const gap = language.unspaced ? '\\s*' : '\\s+';
  const between = (words: string[]) =>
    new RegExp(String.raw`(?<=[\d)]|(?<![\p{L}])[a-z])${gap}${anyOf(words, language)}${gap}(?=-?[\d(]|[a-z](?![\p{L}]))`, 'giu');
  return {
    language,
    openings,
    mentioned: new RegExp(
      anyOf(
        [
          ...language.leadIns,
          ...language.mathsVerbs,
          ...language.simplify,
          ...language.expand,
          ...language.factor,
          ...language.derivative,
          ...language.integral,
          ...language.plus,
          ...language.minus,
          ...language.times,
          ...language.dividedBy,
        ],
        language,
      ),
      'iu',
    ),
    // One Chinese character is too often part of another word ("解" in "了解", "計" in "設計").
    maths: new RegExp(
      anyOf(
        mathsWords(language).filter((w) => (!language.unspaced || w.length > 1) && !language.everyday?.includes(w)),
        language,
      ),
      'iu',
    ),
    of: new RegExp(`^${of}\\s*`, 'iu'),
    forVariable: new RegExp(`^${anyOf(language.forVariable, language)}\\s+([a-z])\\s*[:,]?\\s*(?=.*=)`, 'iu'),
    valueOf: new RegExp(
      `^${anyOf(language.valueOf, language)}\\s+([a-z])(?![\\p{L}])\\s*(?:${anyOf(language.forVariable, language)}\\s*|[:,]\\s*)?(?=.*=)`,
      'iu',
    ),
    bounds: new RegExp(
      `(?:^|\\s*)${anyOf(language.boundsFrom, language)}\\s*(${number})\\s*${anyOf(language.boundsTo, language)}\\s*(${number})(?![\\d.])\\s*`,
      'iu',
    ),
    percentAfter: new RegExp(`(\\d(?:\\.\\d+)?)\\s*${anyOf(language.percentAfter ?? [], language)}`, 'giu'),
    percentBefore: new RegExp(`${anyOf(language.percentBefore ?? [], language)}\\s*(\\d+(?:\\.\\d+)?)`, 'giu'),
    percentOf: new RegExp(`(\\d(?:\\.\\d+)?)\\s*%\\s*${of}\\s*\\$?(?=-?\\d)`, 'giu'),
    wholeOf: new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${anyOf(language.wholeOf ?? [], language)}\\s*(\\d+(?:\\.\\d+)?)\\s*%`, 'giu'),
    operators: [
      ['+', between(language.plus)],
      ['-', between(language.minus)],
      ['*', between(language.times)],
      ['/', between(language.dividedBy)],
    ] as const,
    and: new RegExp(`(?<=\\d)${language.unspaced ? '\\s*' : '\\s+'}${anyOf(language.and, language)}${gap}(?=[-\\w(])`, 'giu'),
  };
}
const compiled = languages.map(compile);
type Compiled = (typeof compiled)[number];

/** One pattern for the same kind of word in every language, longest first, so "嘅積分" wins over "積分". */
export function inAnyLanguage(words: (language: QuestionWords) => string[] | undefined): string {
  const all = languages.flatMap((language) => (words(language) ?? []).map((word) => ({ word, language })));
  const sorted = all.sort((a, b) => b.word.length - a.word.length);
  if (sorted.length === 0) return '(?!)';
  return `(?:${sorted.map(({ word, language }) => anyOf([word], language)).join('|')})`;
}
// "2x+3=7，求x", "2x+3=7, x係幾多": the unknown asked for after the equation.
const unknownAfter = new RegExp(`(=[^=]*?)\\s*,\\s*${inAnyLanguage((l) => [...l.leadIns, ...l.mathsVerbs])}?\\s*[a-z]$`, 'iu');
const endings = new RegExp(`\\s*${inAnyLanguage((l) => l.endings)}\\s*$`, 'iu');
const derivativeAfter = new RegExp(`^(.+?)\\s*${inAnyLanguage((l) => l.derivativeAfter)}$`, 'iu');
const integralAfter = new RegExp(`^(.+?)\\s*${inAnyLanguage((l) => l.integralAfter)}$`, 'iu');

/** Which languages' words the question uses (a learner may type another language than the interface's). */
const languagesIn = (text: string) => compiled.filter((c) => c.mentioned.test(text));

/**
 * "2,5" is two and a half in the language the question is written in, else in the interface
 * language; "1,000" is a thousand only where a comma groups thousands.
 */
function usesDecimalComma(text: string, locale: Locale | undefined): boolean {
  const own = wordsByLocale[locale ?? 'en'];
  const seen = languagesIn(text).map((c) => c.language);
  if (seen.length === 0 || seen.includes(own)) return own.decimalComma;
  return seen[0]!.decimalComma;
}

/** The longest opening word any language recognises at the start of the text. */
function opening(text: string): { kind: Opening['kind']; rest: string; language: Compiled } | null {
  let best: { kind: Opening['kind']; length: number; language: Compiled } | null = null;
  for (const c of compiled) {
    for (const o of c.openings) {
      const m = o.pattern.exec(text);
      if (m && m[0].trim().length > 0 && (!best || m[0].length > best.length)) best = { kind: o.kind, length: m[0].length, language: c };
    }
  }
  return best && { kind: best.kind, rest: text.slice(best.length), language: best.language };
}

function stripEndings(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) {
    out = out.replace(/[?!.¿¡\s]+$/u, '').replace(endings, '');
    out = out.replace(/\s*=\s*$/, '').replace(unknownAfter, '$1');
  }
  return out.trim();
}

/** Percentages and operations written as words, in any language, as symbols. */
function rewriteWords(text: string): string {
  let out = text;
  for (const c of compiled) out = out.replace(c.percentAfter, '$1%').replace(c.percentBefore, '$1%');
  for (const c of compiled) out = out.replace(c.wholeOf, '$2% of $1');
  for (const c of compiled) if (c.language.of.length) out = out.replace(c.percentOf, '$1% of ');
  for (const c of compiled) for (const [symbol, pattern] of c.operators) out = out.replace(pattern, ` ${symbol} `);
  if ((out.match(/=/g) ?? []).length >= 2) for (const c of compiled) out = out.replace(c.and, ', ');
  return out;
}

/** Bounds of a definite integral anywhere in the text ("de 0 a 2", "从0到2"), taken out of it. */
function takeBounds(text: string, language: Compiled): { expression: string; bounds: string } {
  for (const c of [language, ...compiled]) {
    const m = c.bounds.exec(text);
    if (m)
      return { expression: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.trim(), bounds: ` from ${m[1]} to ${m[2]}` };
  }
  return { expression: text, bounds: '' };
}

/** "de"/"of" after a command, in whichever language it was written. */
function stripOf(text: string): string {
  for (const c of compiled) text = text.replace(c.of, '');
  return text;
}

const english: Record<Command, string> = {
  simplify: 'simplify ',
  expand: 'expand ',
  factor: 'factor ',
  derivative: 'derivative of ',
  integral: 'integral of ',
};

/**
 * The question in the English the solvers read: "Resuelve 2x + 3 = 7" → "2x + 3 = 7",
 * "50的20%是多少" → "20% of 50", "dérivée de x^2" → "derivative of x^2". Words of every language
 * are read whatever the interface language; the locale only decides what a comma between digits means.
 */
export function readQuestion(question: string, locale?: Locale): string {
  let text = halfWidth(question.normalize('NFC')).replace(/\s+/g, ' ').trim();
  text = usesDecimalComma(text, locale) ? text.replace(/(\d),(?=\d)/g, '$1.') : text;
  text = stripEndings(text.replace(/^[¿¡\s]+/u, ''));
  let command: Command | null = null;
  let language: Compiled = compiled[0]!;
  for (let i = 0; i < 6; i++) {
    const found = opening(text);
    if (!found) break;
    text = found.rest;
    if (found.kind !== 'leadIn' && found.kind !== 'article') {
      command ??= found.kind;
      language = found.language;
      // An integral's "de" may open its bounds ("integral de 0 a 2 de x^2"): kept for takeBounds.
      if (command !== 'integral') text = stripOf(text);
    }
  }
  text = text.replace(/^[:,\s]+/, '');
  const after = command ? null : (derivativeAfter.exec(text) ?? integralAfter.exec(text));
  if (after) {
    command = derivativeAfter.test(text) ? 'derivative' : 'integral';
    text = after[1]!;
  }
  for (const c of compiled) text = text.replace(c.forVariable, 'for $1: ').replace(c.valueOf, 'for $1: ');
  // "Halla x: 3x - 4 = 11"
  text = text.replace(/^([a-z])\s*:\s*(?=.*=)/i, 'for $1: ');
  if (command === 'integral') {
    const { expression, bounds } = takeBounds(text, language);
    return `${english.integral}${rewriteWords(stripOf(expression))}${bounds}`;
  }
  return `${command ? english[command] : ''}${rewriteWords(text)}`.trim();
}

/** Whether the question uses a maths word of any language ("resuelve", "导数", "équation"). */
export const mentionsMaths = (question: string) => {
  const text = halfWidth(question.normalize('NFC'));
  return compiled.some((c) => c.maths.test(text));
};
