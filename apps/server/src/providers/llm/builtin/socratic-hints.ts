import type { ExplanationLine } from '@brainboost/domain/schemas/tutor';
import { line, type Solution } from '../../../maths/solvers/worked-solution.js';

/** Steps that only restate the problem: a hint is about the first step that does something. */
const restating = new Set([
  'arith.orderOfOperations',
  'linear.goal',
  'system.write',
  'derivative.goal',
  'integral.goal',
  'quadratic.standardForm',
  'simplify.goal.simplify',
  'simplify.goal.expand',
  'simplify.goal.factor',
]);

/** Step keys that have their own guiding question; the rest share the topic's. */
const stepHints = new Set([
  'arith.add',
  'arith.subtract',
  'arith.multiply',
  'arith.divide',
  'arith.power',
  'fraction.commonDenominator',
  'linear.subtractVariable',
  'linear.addVariable',
  'linear.subtractBoth',
  'linear.addBoth',
  'linear.divideBoth',
  'quadratic.coefficients',
  'system.isolate',
  'system.scale',
  'derivative.sumRule',
  'integral.sumRule',
  'simplify.expand',
  'simplify.factor',
  'percentage.meaning',
  'percentage.ratio',
  'percentage.multiply',
]);

/**
 * Socratic hints from the worked steps: first a question about the kind of problem, then one
 * about the first real step, so the learner is led to the method before seeing any of it.
 */
export function socraticHints(solution: Pick<Solution, 'topic' | 'steps'>): ExplanationLine[] {
  const hints = [line(`hint.topic.${solution.topic}`)];
  const first = solution.steps.find((s) => !restating.has(s.key));
  if (first && stepHints.has(first.key)) hints.push(line(`hint.step.${first.key}`, first.values));
  else if (first && solution.topic === 'word') hints.push(line('hint.step.word', {}));
  return hints;
}
