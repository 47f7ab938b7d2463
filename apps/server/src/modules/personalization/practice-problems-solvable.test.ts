import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { gradeBands } from '@brainboost/domain/school/grade-band';
import { practiceProblems, problemsPerTopic } from '@brainboost/domain/personalization/practice-problems';
import { mathTopics } from '@brainboost/domain/schemas/tutor';
import { createBuiltinTutor } from '../../providers/llm/builtin/builtin-tutor.js';

const tutor = createBuiltinTutor();

/** Expressions in x are the same when they agree at several points; anything else must match exactly. */
function sameAnswer(solved: string, expected: string) {
  if (!/x/.test(expected) || expected.includes('=')) return solved === expected;
  return [-3, -1, 0, 2, 5].every((x) => Math.abs(evaluate(solved, { x }) - evaluate(expected, { x })) < 1e-9);
}

/** Every generated practice problem must be one the offline tutor solves, as its topic, reaching the generator's answer. */
describe('practice problems and the built-in tutor', () => {
  for (const topic of mathTopics)
    for (const band of gradeBands)
      it(`solves ${topic} problems for ${band}`, async () => {
        for (let seed = 1; seed <= 25; seed++) {
          const problems = practiceProblems(topic, band, seed * 7919);
          expect(problems).toHaveLength(problemsPerTopic);
          for (const problem of problems) {
            const reply = await tutor.answer({ question: problem.question, gradeBand: band });
            // A word problem's sums are checked, never the reading of its words (decision 0009).
            expect(reply, problem.question).toMatchObject({ kind: 'math', topic, verified: topic !== 'word' });
            const solved = reply.kind === 'math' ? (reply.answer?.value ?? '') : '';
            expect(sameAnswer(solved, problem.answer), `${problem.question}: ${solved} vs ${problem.answer}`).toBe(true);
          }
        }
      });

  it('catches a wrong expected answer (the comparison can fail)', () => {
    expect(sameAnswer('12 + 7 * x + x ^ 2', 'x^2+7*x+12')).toBe(true);
    expect(sameAnswer('12 + 7 * x + x ^ 2', 'x^2+7*x+13')).toBe(false);
    expect(sameAnswer('x=5', 'x=4')).toBe(false);
  });
});
