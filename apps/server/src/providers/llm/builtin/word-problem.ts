import { evaluateExact, valueLatex, valueText } from './exact-number.js';
import { solvePercentage } from './percentage.js';
import type { WordCue } from './question-words/question-words.types.js';
import { inAnyLanguage, languages } from './read-question.js';
import { line, type Solution } from './solution.js';

type Quantity = { value: string; unit: string };

const units: Record<string, string> = {
  km: 'km', kilometers: 'km', kilometres: 'km', miles: 'mi', mile: 'mi', mi: 'mi', m: 'm', meters: 'm', metres: 'm', cm: 'cm',
  hours: 'h', hour: 'h', h: 'h', hrs: 'h', minutes: 'min', minute: 'min', min: 'min', seconds: 's', second: 's', s: 's',
  kg: 'kg', g: 'g', liters: 'L', litres: 'L', l: 'L',
  ...Object.assign({}, ...languages.map((l) => l.units ?? {})),
};

/** Numbers in the text, each with the word after it (its unit or what it counts) and dollars. */
function quantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  const pattern = /(\$)?(\d+(?:\.\d+)?)\s*(\p{L}+)?/giu;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const word = (m[3] ?? '').toLowerCase();
    found.push({ value: m[2]!, unit: m[1] ? '$' : (units[word] ?? word) });
  }
  return found;
}

const englishCues = {
  speed: /\b(how fast|speed|average speed|per hour|an hour)\b/i,
  distance: /\b(how far|distance)\b/i,
  each: /\b(each|per|every)\b/i,
  share: /\b(shared?|split|divided?|equally|each get|each gets|groups? of)\b/i,
  more: /\b(more|gets|got|buys|bought|finds|found|receives|received|adds|added|another|joins|joined)\b/i,
  total: /\b(in all|altogether|total|in total|together|sum)\b/i,
  less: /\b(gives?|gave|eats?|ate|loses?|lost|spends?|spent|sells?|sold|uses?|used|takes? away|took|left|remain|remaining|fewer)\b/i,
  howManyMore: /\bhow many more\b|\bhow much more\b|\bdifference\b/i,
};
const discount = /(\d+(?:\.\d+)?)\s*%\s*(off|discount)/i;

const cueNames: WordCue[] = ['speed', 'distance', 'each', 'share', 'more', 'total', 'less', 'howManyMore'];
const otherCues = new Map(cueNames.map((name) => [name, new RegExp(inAnyLanguage((l) => l.wordCues?.[name]), 'iu')]));
/** Whether the text has a cue, in English or in another interface language ("reparte", "还剩"). */
const cues = Object.fromEntries(cueNames.map((name) => [name, { test: (text: string) => englishCues[name].test(text) || otherCues.get(name)!.test(text) }])) as Record<WordCue, { test(text: string): boolean }>;

function result(kind: string, expression: string, operands: Record<string, string>, unit: string, problem: string): Solution | null {
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
      line(`word.operation.${kind}`, {}, `${expression.replace(/\*/g, ' \\times ').replace(/\//g, ' \\div ')} = ${valueLatex(value, decimals)}`),
      line('word.answer', { answer: shown }),
    ],
    answer: { latex: shown, value: valueText(value, decimals) },
    verified: true,
  };
}

/** Simple one-step word problems whose numbers and units can be read; anything else is left unanswered. */
export function solveWordProblem(text: string): Solution | null {
  const off = discount.exec(text);
  const q = quantities(text);
  if (off) {
    const price = q.find((x) => x.unit === '$') ?? q.find((x) => x.value !== off[1]);
    if (!price) return null;
    const solved = solvePercentage(`decrease ${price.value} by ${off[1]}%`);
    return solved && { ...solved, topic: 'word', answer: { ...solved.answer, latex: `\\$${solved.answer.latex}` } };
  }
  if (q.length !== 2) return null;
  const [a, b] = q as [Quantity, Quantity];
  const time = (x: Quantity) => ['h', 'min', 's'].includes(x.unit);
  const length = (x: Quantity) => ['km', 'mi', 'm', 'cm'].includes(x.unit);
  if (cues.speed.test(text) && length(a) && time(b)) return result('speed', `${a.value}/${b.value}`, { distance: `${a.value} ${a.unit}`, time: `${b.value} ${b.unit}` }, `${a.unit}/${b.unit}`, text);
  if (cues.distance.test(text) && /\//.test(text + a.unit) === false && time(b)) {
    const speedUnit = /(km|mi|m)\s*(?:\/|per)\s*h/i.exec(text)?.[1];
    if (speedUnit) return result('distance', `${a.value}*${b.value}`, { speed: `${a.value} ${speedUnit}/h`, time: `${b.value} h` }, speedUnit, text);
  }
  if (cues.share.test(text)) return result('share', `${a.value}/${b.value}`, { total: a.value, groups: b.value }, a.unit === '$' ? '$' : '', text);
  if (cues.each.test(text)) {
    const unit = a.unit === '$' || b.unit === '$' ? '$' : '';
    return result('each', `${a.value}*${b.value}`, { groups: a.value, each: b.value }, unit, text);
  }
  if (cues.howManyMore.test(text)) {
    const [big, small] = Number(a.value) >= Number(b.value) ? [a, b] : [b, a];
    return result('compare', `${big.value}-${small.value}`, { larger: big.value, smaller: small.value }, big.unit === '$' ? '$' : '', text);
  }
  if (cues.less.test(text)) return result('takeAway', `${a.value}-${b.value}`, { start: a.value, removed: b.value }, a.unit === '$' ? '$' : '', text);
  if (cues.more.test(text) || cues.total.test(text)) return result('addTo', `${a.value}+${b.value}`, { start: a.value, added: b.value }, a.unit === '$' ? '$' : '', text);
  return null;
}
