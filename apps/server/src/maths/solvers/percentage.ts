import { exact } from '../cas.js';
import { evaluateExact, valueLatex, valueText } from '../exact-number.js';
import { line, type Solution } from './worked-solution.js';

const n = String.raw`(-?\d+(?:\.\d+)?)`;
const patterns = {
  percentOf: new RegExp(String.raw`^${n}\s*(?:%|percent)\s+of\s+\$?${n}$`, 'i'),
  whatPercent: new RegExp(
    String.raw`^(?:what percent(?:age)? of\s+${n}\s+is\s+${n}|${n}\s+is what percent(?:age)? of\s+${n}|${n}\s+(?:out of|of)\s+${n}\s+as a percent(?:age)?)$`,
    'i',
  ),
  change: new RegExp(String.raw`^(increase|decrease|raise|reduce)\s+\$?${n}\s+by\s+${n}\s*(?:%|percent)$`, 'i'),
};

const decimals = (...values: string[]) => values.some((v) => v.includes('.'));

/** "15% of 80", "what percent of 80 is 12", "12 is what percent of 80", "increase 50 by 10%". */
export function solvePercentage(text: string): Solution | null {
  let m = patterns.percentOf.exec(text);
  if (m) {
    const [p, whole] = [m[1]!, m[2]!];
    const fraction = evaluateExact(`${p}/100`);
    const result = evaluateExact(`${p}/100*${whole}`);
    const dec = decimals(p, whole) || !valueText(result).match(/^-?\d+$/) ? decimals(p, whole) : false;
    return {
      topic: 'percentage',
      problemLatex: `${p}\\%\\text{ of }${whole}`,
      steps: [
        line('percentage.meaning', { percent: p }, `${p}\\% = \\frac{${p}}{100} = ${valueLatex(fraction, true)}`),
        line('percentage.multiply', { whole }, `${valueLatex(fraction, true)} \\times ${whole} = ${valueLatex(result, true)}`),
      ],
      answer: { latex: valueLatex(result, true), value: valueText(result, dec || true) },
      verified: Math.abs(Number(exact.number(result as never)) - (Number(p) * Number(whole)) / 100) < 1e-9,
    };
  }
  m = patterns.whatPercent.exec(text);
  if (m) {
    const part = m[2] ?? m[3] ?? m[5]!;
    const whole = m[1] ?? m[4] ?? m[6]!;
    if (Number(whole) === 0) return null;
    const ratio = evaluateExact(`${part}/${whole}`);
    const result = evaluateExact(`${part}/${whole}*100`);
    return {
      topic: 'percentage',
      problemLatex: `\\frac{${part}}{${whole}} = \\;?\\%`,
      steps: [
        line('percentage.ratio', { part, whole }, `\\frac{${part}}{${whole}} = ${valueLatex(ratio, true)}`),
        line('percentage.toPercent', {}, `${valueLatex(ratio, true)} \\times 100 = ${valueLatex(result, true)}\\%`),
      ],
      answer: { latex: `${valueLatex(result, true)}\\%`, value: valueText(result, true) },
      verified: Math.abs(Number(exact.number(result as never)) - (Number(part) / Number(whole)) * 100) < 1e-9,
    };
  }
  m = patterns.change.exec(text);
  if (m) {
    const up = /increase|raise/i.test(m[1]!);
    const [start, p] = [m[2]!, m[3]!];
    const change = evaluateExact(`${p}/100*${start}`);
    const result = evaluateExact(`${start}${up ? '+' : '-'}${p}/100*${start}`);
    return {
      topic: 'percentage',
      problemLatex: `${start} ${up ? '+' : '-'} ${p}\\%`,
      steps: [
        line('percentage.multiply', { whole: start }, `\\frac{${p}}{100} \\times ${start} = ${valueLatex(change, true)}`),
        line(
          up ? 'percentage.increase' : 'percentage.decrease',
          {},
          `${start} ${up ? '+' : '-'} ${valueLatex(change, true)} = ${valueLatex(result, true)}`,
        ),
      ],
      answer: { latex: valueLatex(result, true), value: valueText(result, true) },
      verified: Math.abs(Number(exact.number(result as never)) - Number(start) * (1 + ((up ? 1 : -1) * Number(p)) / 100)) < 1e-9,
    };
  }
  return null;
}
