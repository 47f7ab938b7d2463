import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { namePlaceholder, numberPlaceholder, withoutAccents } from './answer-normalise.js';

// Number words a learner at these levels writes instead of digits ("tengo doce años").
const spanishNumbers =
  'cero un uno una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiún veintiuno veintiuna veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos mil';
const frenchNumbers =
  'zéro un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt vingts trente quarante cinquante soixante cent cents mille';
const chineseNumerals = '[零〇一二两兩三四五六七八九十百千万萬亿億]+';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function numberPattern(course: LanguageCourseId, stripped: boolean): string {
  const digits = '\\d+(?:[.,]\\d+)?';
  const words = course === 'es' ? spanishNumbers : course === 'fr' ? frenchNumbers : null;
  if (!words) return `(?:${digits}|${chineseNumerals})`;
  const list = (stripped ? withoutAccents(words) : words)
    .split(' ')
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  const joiner = course === 'es' ? '(?: y | )' : '(?: et | |-)';
  return `(?:${digits}|(?:${list})(?:${joiner}(?:${list}))*)`;
}

/**
 * An accepted answer's comparison key with `{name}` / `{number}` stand-ins, as a whole-string
 * pattern: a name is any non-empty text, a number digits or number words. Null without placeholders.
 */
export function templatePattern(key: string, course: LanguageCourseId, stripped: boolean): RegExp | null {
  if (!key.includes(namePlaceholder) && !key.includes(numberPlaceholder)) return null;
  const source = key
    .split(/([\uE000\uE001])/)
    .map((part) => (part === namePlaceholder ? '(?:.+?)' : part === numberPlaceholder ? numberPattern(course, stripped) : escape(part)))
    .join('');
  return new RegExp(`^${source}$`, 'u');
}
