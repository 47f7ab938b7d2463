import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBuiltinTutor } from '../builtin-tutor.js';
import { equivalentAnswers, type AnswerKind } from './answer-equivalence.js';

type Problem = { id: string; band: 'elementary' | 'middle' | 'high'; topic: string; question: string; kind: AnswerKind; answer: string };
const { problems } = JSON.parse(readFileSync(new URL('./maths-eval.json', import.meta.url), 'utf8')) as { problems: Problem[] };

/** The bound the builtin tutor must stay above on the project's own evaluation set. */
const requiredAccuracy = 0.95;

describe('builtin tutor on the maths evaluation set', () => {
  it(`answers at least ${requiredAccuracy * 100}% of ${problems.length} problems correctly, and says nothing wrong it claims verified`, async () => {
    expect(problems.length).toBeGreaterThanOrEqual(300);
    expect(new Set(problems.map((p) => p.band))).toEqual(new Set(['elementary', 'middle', 'high']));
    const tutor = createBuiltinTutor();
    const failures: string[] = [];
    let correct = 0;
    for (const problem of problems) {
      const reply = await tutor.answer({ question: problem.question, gradeBand: problem.band });
      const ok = reply.kind === 'math' && reply.answer !== null && equivalentAnswers(problem.kind, reply.answer.value, problem.answer);
      if (ok) correct++;
      else failures.push(`${problem.id} ${problem.question} → ${reply.kind === 'math' ? reply.answer?.value : reply.kind} (want ${problem.answer})`);
      // A wrong answer must never pass the CAS cross-check.
      if (!ok && reply.kind === 'math') expect(reply.verified, `${problem.id} wrong but verified`).toBe(false);
    }
    const accuracy = correct / problems.length;
    console.log(`builtin tutor accuracy: ${correct}/${problems.length} = ${(accuracy * 100).toFixed(1)}%`);
    if (failures.length) console.log(failures.join('\n'));
    expect(accuracy).toBeGreaterThanOrEqual(requiredAccuracy);
  }, 300_000);
});
