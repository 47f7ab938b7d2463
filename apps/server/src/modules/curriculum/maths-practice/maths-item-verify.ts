import { nerdamer } from '../../../maths/cas.js';
import { explicitProducts, sameExpression, sameValue, statementHolds, valueOf } from './maths-expression.js';
import { isFactoredForm, isExpandedForm, isLowestTerms } from './maths-answer-form.js';
import type { CasCheck, GeneratedMathsItem } from './maths-template.js';

/** nerdamer's solutions of an equation in one variable, as numbers (complex ones dropped). */
function solutionsOf(equation: string, variable: string): number[] {
  const solved = nerdamer.solve(explicitProducts(equation, [variable]), variable).toString();
  return solved
    .replace(/^\[|\]$/g, '')
    .split(',')
    .filter(Boolean)
    .map((s) => valueOf(s))
    .filter((v) => v !== null)
    .map((v) => (v.exact ? Number(v.value.valueOf()) : v.value));
}

const sameSet = (a: number[], b: number[]) => {
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  const uniq = (xs: number[]) => xs.filter((x, i) => xs.findIndex((y) => close(x, y)) === i);
  const [u, v] = [uniq(a), uniq(b)];
  return u.length === v.length && u.every((x) => v.some((y) => close(x, y)));
};

/** "x=2;x=3" → [2, 3]. */
export function solutionValues(text: string): number[] {
  return text
    .split(';')
    .filter(Boolean)
    .map((part) => valueOf(part.split('=').at(-1)!.trim()))
    .filter((v) => v !== null)
    .map((v) => (v.exact ? Number(v.value.valueOf()) : v.value));
}

/**
 * The problems with an item's answer key, checked by the CAS and not by the template's own
 * arithmetic: the number is the exact value of the expression or the solution of the equation,
 * the solutions are all of them, the expression is the same function, the statements hold.
 * Empty when the item is right. The property test runs it over many seeds of every template.
 */
export function verifyMathsItem(item: GeneratedMathsItem): string[] {
  const problems: string[] = [];
  const { answer } = item;
  const need = (kind: keyof CasCheck | string) => item.checks.some((c) => kind in c);
  if (item.checks.length === 0) problems.push('no CAS check');
  if (answer.kind === 'number' && !need('evaluate') && !need('solve')) problems.push('a number answer needs an evaluate or solve check');
  if (answer.kind === 'solutions' && !need('solve')) problems.push('a solutions answer needs a solve check');
  if (answer.kind === 'expression' && !need('equivalent')) problems.push('an expression answer needs an equivalent check');
  if (answer.kind === 'choice' && !need('holds')) problems.push('a choice answer needs a holds check');
  if (answer.kind === 'choice' && (answer.answer < 0 || answer.answer >= answer.choices.length))
    problems.push('the answer is not a choice');
  if (answer.kind === 'choice' && new Set(answer.choices).size !== answer.choices.length) problems.push('choices repeat');

  for (const check of item.checks) {
    try {
      if ('evaluate' in check) {
        const [want, got] = [valueOf(check.evaluate), answer.kind === 'number' ? valueOf(answer.value) : null];
        if (!want || !got || !sameValue(want, got))
          problems.push(`${check.evaluate} is not ${answer.kind === 'number' ? answer.value : 'a number answer'}`);
      } else if ('solve' in check) {
        const solutions = solutionsOf(check.solve, check.variable);
        const claimed =
          answer.kind === 'solutions'
            ? solutionValues(answer.value)
            : answer.kind === 'number'
              ? [valueOf(answer.value)].flatMap((v) => (v ? [v.exact ? Number(v.value.valueOf()) : v.value] : []))
              : [];
        if (!sameSet(solutions, claimed))
          problems.push(`${check.solve} has solutions [${solutions.join(', ')}], the key says ${JSON.stringify(answer)}`);
      } else if ('equivalent' in check) {
        if (answer.kind !== 'expression' || !sameExpression(answer.value, check.equivalent, answer.variables))
          problems.push(`${check.equivalent} is not the same as the expression answer`);
      } else if ('holds' in check) {
        if (!statementHolds(check.holds)) problems.push(`${check.holds} does not hold`);
      }
    } catch (error) {
      problems.push(`the CAS could not read a check: ${(error as Error).message}`);
    }
  }

  if (answer.kind === 'number' && answer.form === 'lowest-terms' && !isLowestTerms(answer.value))
    problems.push(`${answer.value} is not in lowest terms`);
  if (answer.kind === 'expression' && answer.form === 'factored' && !isFactoredForm(answer.value))
    problems.push(`${answer.value} is not factored`);
  if (answer.kind === 'expression' && answer.form === 'expanded' && !isExpandedForm(answer.value))
    problems.push(`${answer.value} is not expanded`);
  return problems;
}
