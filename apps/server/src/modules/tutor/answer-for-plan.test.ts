import { describe, expect, it } from 'vitest';
import { createBuiltinTutor } from '../../providers/llm/builtin/builtin-tutor.js';
import { answerForPlan } from './tutor.service.js';

describe('what a plan shows of an answer', () => {
  const tutor = createBuiltinTutor();
  it('without homework_solution: hints and the steps before the answer, never the answer', async () => {
    for (const question of ['2x + 5 = 11', '1/2 + 1/3', 'x^2 - 5x + 6 = 0', '15% of 80', 'derivative of x^3']) {
      const reply = await tutor.answer({ question, gradeBand: 'middle' });
      if (reply.kind !== 'math' || !reply.answer) throw new Error(question);
      const locked = answerForPlan(reply, false);
      if (locked.kind !== 'math') throw new Error(question);
      expect(locked).toMatchObject({ answer: null, solutionLocked: true });
      expect(locked.steps.length).toBeGreaterThanOrEqual(1);
      expect(locked.steps.length).toBeLessThan(reply.steps.length);
      const compact = (s: string) => s.replace(/\s+/g, '');
      for (const step of locked.steps) expect(compact(step.latex ?? ''), question).not.toBe(compact(reply.answer.latex));
    }
  });
  it('with homework_solution: everything', async () => {
    const reply = await tutor.answer({ question: '2x + 5 = 11', gradeBand: 'middle' });
    expect(answerForPlan(reply, true)).toEqual({ ...reply, solutionLocked: false });
  });
  it('passes unanswered replies through', () => {
    const reply = { kind: 'unanswered', reason: 'offline', concern: null } as const;
    expect(answerForPlan(reply, false)).toEqual(reply);
  });
});
