import { normaliseMath } from '../../../maths/normalise-maths.js';
import { isExpandedForm, isFactoredForm, isLowestTerms } from './maths-answer-form.js';
import { explicitProducts, sameExpression, sameValue, valueOf } from './maths-expression.js';
import { solutionValues } from './maths-item-verify.js';
import type { MathsAnswer } from './maths-template.js';

/** Right, wrong, right value in the wrong form (e.g. 6/8 when lowest terms were asked), or unreadable as maths. */
export type MathsVerdict = 'right' | 'wrong' | 'form' | 'unreadable';

const maxInput = 200;

/** "2,5" as 2.5 (a decimal comma, as in French, Spanish and Italian); "1 1/2" as 1 + 1/2. */
function numberText(text: string): string {
  const comma = /^(-?\d+),(\d+)$/.exec(text);
  if (comma) return `${comma[1]}.${comma[2]}`;
  const mixed = /^(-?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (mixed) return `${mixed[1]}(${mixed[2]} + ${mixed[3]}/${mixed[4]})`;
  return text;
}

/** "x = 2 or x = 3", "2, 3", "x=2; x=-3", "x = 2 ou 3", "x=2 或 x=3" → [2, 3] (null when a part is not a number). */
function solutionsTyped(text: string, variable: string): number[] | null {
  const parts = text
    .split(/;|,(?!\d)|\bor\b|\bou\b|\bo\b|\boppure\b|或|或者|或者係/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const values: number[] = [];
  for (const part of parts) {
    const value = valueOf(numberText(part.replace(new RegExp(`^${variable}\\s*=\\s*`, 'i'), '').trim()));
    if (!value) return null;
    values.push(value.exact ? Number(value.value.valueOf()) : value.value);
  }
  return values;
}

const noSolutionWords = /^(none|no solutions?|no real solutions?|ninguna|aucune|nessuna|無解|无解|冇解|∅|\{\})$/i;

/**
 * The learner's typed answer against the item's key, as the CAS decides: any equal number
 * (fraction, decimal, mixed number, decimal comma, with or without the unit), any equivalent
 * expression (in the asked form), the same set of solutions in any order or notation.
 */
export function checkMathsAnswer(answer: MathsAnswer, typed: string): MathsVerdict {
  if (typed.length > maxInput) return 'unreadable';
  let text = normaliseMath(typed);
  if (text === '') return 'unreadable';

  switch (answer.kind) {
    case 'choice': {
      const index = Number(text);
      return Number.isInteger(index) && index >= 0 && index < answer.choices.length
        ? index === answer.answer
          ? 'right'
          : 'wrong'
        : 'unreadable';
    }
    case 'number': {
      if (answer.unit) text = text.replace(new RegExp(`\\s*${answer.unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'), '').trim();
      const [got, want] = [valueOf(numberText(text)), valueOf(answer.value)];
      if (!got || !want) return 'unreadable';
      if (!sameValue(got, want)) return 'wrong';
      return answer.form === 'lowest-terms' && !isLowestTerms(text) ? 'form' : 'right';
    }
    case 'solutions': {
      const want = solutionValues(answer.value);
      if (want.length === 0) return noSolutionWords.test(text) ? 'right' : solutionsTyped(text, answer.variable) ? 'wrong' : 'unreadable';
      const got = solutionsTyped(text, answer.variable);
      if (!got) return 'unreadable';
      const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
      const distinct = got.filter((x, i) => got.findIndex((y) => close(x, y)) === i);
      return distinct.length === want.length && want.every((w) => distinct.some((g) => close(g, w))) ? 'right' : 'wrong';
    }
    case 'expression': {
      const expression = explicitProducts(text.replace(/^[a-z]\s*=\s*/i, ''), answer.variables);
      const atAPoint = expression.replace(new RegExp(`(?<![a-z])(${answer.variables.join('|')})(?![a-z])`, 'gi'), '(1.37)');
      if (!valueOf(atAPoint)) return 'unreadable';
      if (!sameExpression(expression, answer.value, answer.variables)) return 'wrong';
      if (answer.form === 'factored' && !isFactoredForm(expression)) return 'form';
      if (answer.form === 'expanded' && !isExpandedForm(expression)) return 'form';
      return 'right';
    }
  }
}
