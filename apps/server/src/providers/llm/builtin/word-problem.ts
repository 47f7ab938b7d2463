import { evaluateExact, valueLatex, valueText } from '../../../maths/exact-number.js';
import { solvePercentage } from '../../../maths/solvers/percentage.js';
import { line, type Solution } from '../../../maths/solvers/worked-solution.js';
import type { WordCue, WordStructures } from './question-words/question-words.types.js';
import { inAnyLanguage, languages } from './read-question.js';

/*
 * Precision first: a word problem is answered only when its two numbers and one reading of its
 * words say for certain what to do. Structures ("4 boxes of 12", "15 pages every day … in 4 days")
 * are read first and win over cue words ("in all"); cue words that pull two ways, a comparison
 * ("4 more than Jake"), a number written as a word or a third number leave it unanswered.
 */

/** A number in the text with the word after it: its unit (`unit`, "$" for money) and the noun as written (`word`). */
type Quantity = { value: string; unit: string; word: string; index: number };

const units: Record<string, string> = {
  km: 'km',
  kilometers: 'km',
  kilometres: 'km',
  miles: 'mi',
  mile: 'mi',
  mi: 'mi',
  m: 'm',
  meters: 'm',
  metres: 'm',
  cm: 'cm',
  hours: 'h',
  hour: 'h',
  h: 'h',
  hrs: 'h',
  minutes: 'min',
  minute: 'min',
  min: 'min',
  seconds: 's',
  second: 's',
  s: 's',
  kg: 'kg',
  g: 'g',
  liters: 'L',
  litres: 'L',
  l: 'L',
  dollars: '$',
  dollar: '$',
  ...Object.assign({}, ...languages.map((l) => l.units ?? {})),
};
const measures = new Set(['km', 'mi', 'm', 'cm', 'h', 'min', 's', 'kg', 'g', 'L', '$']);

function quantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  const pattern = /(\$\s?)?(\d+(?:\.\d+)?)\s*(\p{L}+)?/giu;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const word = (m[3] ?? '').toLowerCase();
    found.push({ value: m[2]!, unit: m[1] ? '$' : (units[word] ?? word), word, index: m.index + (m[1]?.length ?? 0) });
  }
  return found;
}

const englishCues: Record<WordCue, RegExp> = {
  speed: /\b(how fast|speed|average speed|per hour|an hour)\b/i,
  distance: /\b(how far|distance)\b/i,
  each: /\b(each|per|every)\b/i,
  share: /\b(shares?|shared|split|splits|divides?|divided|equally)\b/i,
  more: /\b(more|gets|got|buys|bought|finds|found|receives|received|adds|added|another|joins|joined)\b/i,
  total: /\b(in all|altogether|total|in total|together|sum)\b/i,
  less: /\b(gives?|gave|eats?|ate|loses?|lost|spends?|spent|sells?|sold|uses?|used|takes? away|took|left|remain|remaining|fewer|flew away|flies away|ran away|runs away|went away|still (?:has|have|needs?) to|yet to)\b/i,
  howManyMore:
    /\bhow (?:many|much) (?:\p{L}+ )?(?:more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|farther|further)\b|\bdifference\b/iu,
  than: /\b(than|twice|half as|as many as|as much as)\b/i,
  numberWords:
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|twice|double|triple|half|dozen|third|quarter)\b/i,
  question: /\bhow (many|much|far|long|old|fast)\b|\bwhat is (the|its|his|her)\b/i,
  result: /\b(left|left over|remain|remaining|remains|still|now|in all|altogether|in total|total|together)\b/i,
};
const discount = /(\d+(?:\.\d+)?)\s*%\s*(off|discount)/i;

const cueNames = Object.keys(englishCues) as WordCue[];
const otherCues = new Map(
  cueNames.map((name) => [
    name,
    new RegExp(
      inAnyLanguage((l) => l.wordCues?.[name]),
      'iu',
    ),
  ]),
);
/** Whether the text has a cue, in English or in another interface language ("reparte", "还剩"). */
const has = (cue: WordCue, text: string) => englishCues[cue].test(text) || otherCues.get(cue)!.test(text);
/** The text with a cue's words taken out. */
const without = (cue: WordCue, text: string) =>
  text.replace(new RegExp(englishCues[cue].source, 'giu'), ' ').replace(new RegExp(otherCues.get(cue)!.source, 'giu'), ' ');

/** The last clause, where the question is ("How many are left", "还剩几个"); a decimal point does not end one. */
const questionClause = (text: string) =>
  text
    .split(/[.!?;,](?!\d)/u)
    .map((c) => c.trim())
    .filter(Boolean)
    .at(-1) ?? '';
/** The noun the question counts: "how many groups", "cuántas cajas", "combien de crayons". */
const askedPattern = new RegExp(
  String.raw`(?:\bhow many|${inAnyLanguage((l) => (l.unspaced ? [] : l.wordCues?.question))})\s+(?:de\s+|d['’]\s*)?(\p{L}+)`,
  'iu',
);
const askedNoun = (text: string) => askedPattern.exec(questionClause(text))?.[1] ?? null;

/** The words of one structure in every language, as a pattern ("boxes|cajas|boîtes|…"). */
const any = (words: keyof WordStructures) => inAnyLanguage((l) => l.wordStructures?.[words]);
const spaced = (words: keyof WordStructures) => inAnyLanguage((l) => (l.unspaced ? [] : l.wordStructures?.[words]));
const unspaced = (words: keyof WordStructures) => inAnyLanguage((l) => (l.unspaced ? l.wordStructures?.[words] : []));
const num = String.raw`(\d+(?:\.\d+)?)`;
const noun = String.raw`(\p{L}+)`;
const structures = {
  // "4 boxes of 12 pencils", "4 boîtes de 12 crayons"
  grouping: new RegExp(String.raw`${num}\s+(${spaced('containers')})\s+(?:${spaced('holding')})\s+${num}`, 'giu'),
  // "3 bags with 7 marbles in each (bag)", "6 cajas con 4 lápices cada una"
  holdingEach: new RegExp(
    String.raw`${num}\s+${noun}\s+(?:${spaced('with')})\s+${num}\s+(?:\p{L}+\s+){1,2}?(?:${spaced('eachAfter')})(?![\p{L}])(?:\s+${noun})?`,
    'giu',
  ),
  // "15 pages every day", "7 days in a week", "27 books in each box", "$3 per pencil"
  rate: new RegExp(String.raw`${num}\s+(?:\p{L}+\s+){0,3}?(?:${spaced('per')})\s+${noun}`, 'giu'),
  // "each packet has 10", "a box holds 12", "chaque boîte contient 6"
  rateFirst: new RegExp(String.raw`(?:${spaced('per')})\s+${noun}\s+(?:${spaced('has')})\s+${num}`, 'giu'),
  // "每盒有8支笔", "一盒有6個蛋": the measure word, then how many one holds.
  rateChinese: new RegExp(String.raw`(?:${unspaced('per')})(\p{Script=Han})(?:${unspaced('has')})?\s*${num}`, 'gu'),
  // "puts them in cartons of 8", "into groups of 5"
  into: new RegExp(
    String.raw`(?:${spaced('into')})\s+(?:\p{L}+\s+)?(?<noun>${spaced('containers')})\s+(?:${spaced('holding')})\s+(?<n>\d+(?:\.\d+)?)`,
    'giu',
  ),
  // "cut into 3 equal pieces", "平均分成4份"
  cut: new RegExp(String.raw`(?:${any('cutInto')})\s*(?<n>\d+(?:\.\d+)?)`, 'giu'),
  // "shared equally among 4 friends", "分给9个人"
  among: new RegExp(String.raw`(?:${any('among')})\s*(?<n>\d+(?:\.\d+)?)\s*(?<noun>\p{L}+)?`, 'giu'),
};
const money = String.raw`(?:\$\s?${num}|${num}\s+dollars?)`;
const unitPrice = {
  // "A ticket costs $7." / "Pencils cost $3 each."
  one: new RegExp(String.raw`\b(?:an?|one|each)\s+${noun}\s+costs?\s+${money}`, 'iu'),
  each: new RegExp(String.raw`\b${noun}\s+costs?\s+${money}\s+(?:each|apiece|a piece)\b`, 'iu'),
  // "How much do 6 tickets cost?"
  question: new RegExp(String.raw`\bhow much (?:do|does|did|will|would)\s+${num}\s+${noun}\s+cost\b`, 'iu'),
};
// "Lily has 4 more apples than Jake": who has more, how many more, than whom.
const moreThan =
  /(\p{Lu}\p{L}*)\s+(?:has|had|have|is|was|owns|collected|scored|made|read|ran)\s+(\d+(?:\.\d+)?)\s+(more|fewer|less)\s+(?:\p{L}+\s+)?than\s+(\p{Lu}\p{L}*)(?![\p{L}])/u;
const speedQuantity = /(\d+(?:\.\d+)?)\s*(km|mi|m)\s*(?:\/\s*h\b|per hour|an hour|por hora|par heure|à l'heure|all'ora)/iu;

/** One noun and its plural, in the languages read ("box"/"boxes", "caja"/"cajas", "scatola"/"scatole"). */
function sameNoun(a: string, b: string): boolean {
  const forms = (word: string) => {
    const w = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return new Set(
      [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/[aeiou]s?$/, ''), w.replace(/x$/, '')].filter((f) => f.length >= 3),
    );
  };
  const other = forms(b);
  return [...forms(a)].some((f) => other.has(f));
}

/**
 * One way of reading the problem. `groups` is the noun of the groups multiplied or shared among
 * ("boxes", "friends"): a question counting them asks for something else.
 */
type Reading = { kind: string; expression: string; operands: Record<string, string>; unit: string; groups?: string };

const isInteger = (expression: string) => {
  try {
    return /^-?\d+$/.test(valueText(evaluateExact(expression)));
  } catch {
    return false;
  }
};

const moneyOrNone = (...q: Quantity[]) => (q.some((x) => x.unit === '$') ? '$' : '');
const measureOf = (x: Quantity) => (measures.has(x.unit) ? x.unit : '');

/** `groups` times `each`; "2 km every day" keeps its unit. */
function times(groups: string, each: string, q: Quantity[], noun?: string): Reading {
  const perGroup = q.find((x) => x.value === each && x.value !== groups);
  return {
    kind: 'each',
    expression: `${groups}*${each}`,
    operands: { groups, each },
    unit: moneyOrNone(...q) || (perGroup ? measureOf(perGroup) : ''),
    groups: noun,
  };
}

/** A total split into equal parts: counted things must come out whole. */
function divide(kind: 'share' | 'groupsOf', total: Quantity, by: string): Reading | null {
  const expression = `${total.value}/${by}`;
  const unit = measureOf(total);
  if (Number(by) === 0 || (!unit && !isInteger(expression))) return null;
  return kind === 'share'
    ? { kind, expression, operands: { total: total.value, groups: by }, unit }
    : { kind, expression, operands: { total: total.value, size: by }, unit };
}

/** Every structural reading of the text, each using both numbers; null when a structure is there but its question asks for something else. */
function structuralReadings(text: string, q: [Quantity, Quantity]): Reading[] | null {
  const readings: (Reading | null)[] = [];
  // The quantity that is not the one read at `index` (null when no quantity starts there).
  const otherThan = (index: number) => (q.some((x) => x.index === index) ? q.find((x) => x.index !== index)! : null);
  const indexOf = (m: RegExpExecArray, group: number) => m.index + m[0].indexOf(m[group]!);
  for (const m of text.matchAll(structures.grouping)) readings.push(times(m[1]!, m[3]!, q, m[2]));
  for (const m of text.matchAll(structures.holdingEach)) {
    if (!m[5] || sameNoun(m[2]!, m[5])) readings.push(times(m[1]!, m[3]!, q, m[2]));
  }
  const rates: { each: string; index: number; per: string }[] = [];
  for (const m of text.matchAll(structures.rate)) rates.push({ each: m[1]!, index: indexOf(m, 1), per: m[2]! });
  for (const m of text.matchAll(structures.rateFirst)) rates.push({ each: m[2]!, index: m.index + m[0].lastIndexOf(m[2]!), per: m[1]! });
  for (const rate of rates) {
    const count = otherThan(rate.index);
    if (count?.word && sameNoun(count.word, rate.per)) readings.push(times(count.value, rate.each, q, rate.per));
  }
  for (const m of text.matchAll(structures.rateChinese)) {
    const count = otherThan(m.index + m[0].lastIndexOf(m[2]!));
    if (count?.word.startsWith(m[1]!)) readings.push(times(count.value, m[2]!, q, m[1]));
  }
  const priced = unitPrice.question.exec(text);
  const price = unitPrice.one.exec(text) ?? unitPrice.each.exec(text);
  if (priced && price && sameNoun(priced[2]!, price[1]!)) readings.push(times(priced[1]!, price[2] ?? price[3]!, q, price[1]));
  const divided = (kind: 'share' | 'groupsOf', pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) {
      const by = m.groups!.n!;
      const total = otherThan(m.index + m[0].lastIndexOf(by));
      const reading = total && divide(kind, total, by);
      readings.push(reading && { ...reading, groups: m.groups!.noun });
    }
  };
  const asked = askedNoun(text);
  divided('groupsOf', structures.into);
  // "Into groups of 5": the question must count the groups.
  if (readings.some((r) => r?.kind === 'groupsOf' && !(asked && r.groups && sameNoun(asked, r.groups)))) return null;
  divided('share', structures.cut);
  if (has('share', text)) divided('share', structures.among);
  const found = readings.filter((r): r is Reading => r !== null);
  // A multiplication or a share whose question counts the groups asks for something else ("How many boxes?").
  return found.some((r) => r.kind !== 'groupsOf' && asked && r.groups && sameNoun(asked, r.groups)) ? null : found;
}

function result({ kind, expression, operands, unit }: Reading, problem: string): Solution | null {
  let value;
  try {
    value = evaluateExact(expression);
  } catch {
    return null;
  }
  const decimals = /\d\.\d/.test(expression) || valueText(value).includes('/');
  const shown = `${unit === '$' ? '\\$' : ''}${valueLatex(value, decimals)}${unit && unit !== '$' ? `\\text{ ${unit}}` : ''}`;
  return {
    topic: 'word',
    problemLatex: `\\text{${problem.replace(/[\\{}$%&#_^~]/g, ' ').slice(0, 200)}}`,
    steps: [
      line(`word.identify.${kind}`, operands),
      line(
        `word.operation.${kind}`,
        {},
        `${expression.replace(/\*/g, ' \\times ').replace(/\//g, ' \\div ')} = ${valueLatex(value, decimals)}`,
      ),
      line('word.answer', { answer: shown }),
    ],
    answer: { latex: shown, value: valueText(value, decimals) },
    // The CAS checks the arithmetic, not our reading of the words (decision record 0009).
    verified: false,
  };
}

/** The one reading all the readings agree on, if they do. */
function agreed(readings: Reading[]): Reading | null {
  const values = new Set(
    readings.map((r) => {
      try {
        return valueText(evaluateExact(r.expression));
      } catch {
        return null;
      }
    }),
  );
  return readings.length > 0 && values.size === 1 && !values.has(null) ? readings[0]! : null;
}

/** Speed from a distance and a time, distance from a speed and a time. */
function motion(text: string, [a, b]: [Quantity, Quantity]): Reading | null {
  const time = (x: Quantity) => x.unit === 'h' || x.unit === 'min' || x.unit === 's';
  const length = (x: Quantity) => ['km', 'mi', 'm', 'cm'].includes(x.unit);
  const speed = speedQuantity.exec(text);
  if (speed && has('distance', text) && b.unit === 'h' && a.value === speed[1]) {
    return {
      kind: 'distance',
      expression: `${a.value}*${b.value}`,
      operands: { speed: `${a.value} ${speed[2]}/h`, time: `${b.value} h` },
      unit: speed[2]!,
    };
  }
  if (!speed && has('speed', text) && length(a) && time(b))
    return {
      kind: 'speed',
      expression: `${a.value}/${b.value}`,
      operands: { distance: `${a.value} ${a.unit}`, time: `${b.value} ${b.unit}` },
      unit: `${a.unit}/${b.unit}`,
    };
  return null;
}

/** "Lily has 4 more apples than Jake. How many apples does Lily have?": Jake's number and 4, if the question asks for Lily's. */
function comparedTo(text: string, [a, b]: [Quantity, Quantity]): Reading | null {
  const m = moreThan.exec(text);
  if (!m) return null;
  const [, who, by, direction, than] = m;
  const known = a.value === by ? b : a;
  const question = text.split(/[.!?]\s+/).at(-1) ?? '';
  const told = new RegExp(
    String.raw`${than}\s+(?:has|had|have|is|was|owns|collected|scored|made|read|ran)\s+(?:only\s+)?${known.value}(?!\d)`,
    'u',
  ).test(text);
  if (!told || !question.includes(who!) || question.includes(than!)) return null;
  return direction === 'more'
    ? { kind: 'addTo', expression: `${known.value}+${by}`, operands: { start: known.value, added: by! }, unit: moneyOrNone(a, b) }
    : { kind: 'takeAway', expression: `${known.value}-${by}`, operands: { start: known.value, removed: by! }, unit: moneyOrNone(a, b) };
}

const buying = /\b(buys?|bought|purchases?|purchased)\b|compr[aó]|comprato|achète|acheté|买了|買了|買咗/iu;
const isMoney = (q: Quantity) => q.unit === '$' || /^(euros?|€|元|蚊)$/u.test(q.word);
/** Money the story starts with: "Olivia had 50 dollars", "Emma saved $45". */
const ownedBefore = /\b(has|had|have|saved|earned)\s*\$?\s*$/i;

/**
 * Buying with money on both sides is spending: "bought" adds things but takes money away. Answered
 * (as taking away) only when the story says how much money there was first and asks for no total;
 * undefined when no money is spent, null when the reading is not certain.
 */
function spending(text: string, [a, b]: [Quantity, Quantity], unit: string): Reading | null | undefined {
  if (!isMoney(a) || !isMoney(b) || !buying.test(text)) return undefined;
  if (!ownedBefore.test(text.slice(0, a.index)) || has('total', text) || Number(a.value) < Number(b.value)) return null;
  return { kind: 'takeAway', expression: `${a.value}-${b.value}`, operands: { start: a.value, removed: b.value }, unit };
}

/** Adding, taking away or comparing, from cue words that all point the same way. */
function fromCues(text: string, [a, b]: [Quantity, Quantity]): Reading | null {
  if (has('than', text) || has('each', text) || has('share', text) || has('speed', text) || has('distance', text)) return null;
  const unitA = measureOf(a);
  const unitB = measureOf(b);
  if (unitA && unitB && unitA !== unitB) return null;
  const unit = unitA || unitB;
  if (has('howManyMore', text)) {
    // What is left once the question is taken out must not say to add or take away as well.
    const rest = without('howManyMore', text);
    if (has('more', rest) || has('less', rest) || has('total', rest)) return null;
    const [big, small] = Number(a.value) >= Number(b.value) ? [a, b] : [b, a];
    return { kind: 'compare', expression: `${big.value}-${small.value}`, operands: { larger: big.value, smaller: small.value }, unit };
  }
  const spent = spending(text, [a, b], unit);
  if (spent !== undefined) return spent;
  const adds = has('more', text) || has('total', text);
  const takesAway = has('less', text);
  if (adds === takesAway) return null;
  // "How many apples did it sell?" asks for a number the story gives: the question may only ask for a result.
  const asked = without('result', questionClause(text));
  if (has('more', asked) || has('less', asked)) return null;
  if (takesAway)
    return Number(a.value) >= Number(b.value)
      ? { kind: 'takeAway', expression: `${a.value}-${b.value}`, operands: { start: a.value, removed: b.value }, unit }
      : null;
  return { kind: 'addTo', expression: `${a.value}+${b.value}`, operands: { start: a.value, added: b.value }, unit };
}

/** Whether the text reads as a word problem ("how many" and two numbers, one maybe in words), read or not: unanswered, it is "not understood". */
export function looksLikeWordProblem(text: string): boolean {
  const count = quantities(text).length;
  return has('question', text) && (count >= 2 || (count === 1 && has('numberWords', text)));
}

/** One-step word problems whose reading is certain; anything else is left unanswered (null). */
export function solveWordProblem(text: string): Solution | null {
  const q = quantities(text);
  if (q.length !== 2 || has('numberWords', text)) return null;
  const pair = q as [Quantity, Quantity];
  const off = discount.exec(text);
  if (off) {
    const price = q.find((x) => x.unit === '$') ?? q.find((x) => x.value !== off[1]);
    if (!price) return null;
    const solved = solvePercentage(`decrease ${price.value} by ${off[1]}%`);
    return solved && { ...solved, topic: 'word', answer: { ...solved.answer, latex: `\\$${solved.answer.latex}` }, verified: false };
  }
  const grouped = structuralReadings(text, pair);
  if (!grouped) return null;
  const structural = [...grouped, motion(text, pair), comparedTo(text, pair)].filter((r): r is Reading => r !== null);
  if (structural.length > 0) {
    const reading = agreed(structural);
    return reading && result(reading, text);
  }
  const reading = fromCues(text, pair);
  return reading && result(reading, text);
}
