import { describe, expect, it } from 'vitest';
import type { TutorModel } from '../../providers/llm/llm.port.js';
import { createBuiltinTutor } from '../../providers/llm/builtin/builtin-tutor.js';
import { equivalentAnswers } from '../../maths/answers/answer-equivalence.js';
import type { RunDeps } from './run-suite.js';
import { runCase } from './run-suite.js';

const deps = (tutor: TutorModel, caseTimeoutMs = 1000) => ({
  repository: {} as RunDeps['repository'],
  tutor,
  equivalent: equivalentAnswers,
  caseTimeoutMs,
  now: () => new Date(),
});
const sum = { id: 'c1', prompt: 'What is 3/4 + 1/4?', gradeBand: 'elementary', subject: 'maths' } as const;

describe('runCase', () => {
  it('passes an answer the CAS finds equal, whatever its form, and fails a different one', async () => {
    expect(
      await runCase(deps(createBuiltinTutor()), { ...sum, expectation: { type: 'answer', kind: 'number', answer: '2/2' } }, 0),
    ).toMatchObject({ passed: true, failure: null, output: { kind: 'math' } });
    expect(
      await runCase(deps(createBuiltinTutor()), { ...sum, expectation: { type: 'answer', kind: 'number', answer: '0.9' } }, 0),
    ).toMatchObject({ passed: false, failure: 'mismatch' });
  });

  it('fails a case that takes longer than its timeout, and one whose tutor throws', async () => {
    const slow: TutorModel = {
      kind: 'openai',
      answer: () => new Promise((resolve) => setTimeout(() => resolve({ kind: 'text', text: 'late' }), 500)),
    };
    const result = await runCase(deps(slow, 50), { ...sum, expectation: { type: 'contains', text: 'late' } }, 0);
    expect(result).toMatchObject({ passed: false, failure: 'timeout', output: null });
    expect(result.latencyMs).toBeGreaterThanOrEqual(45);
    expect(result.latencyMs).toBeLessThan(400);
    const broken: TutorModel = { kind: 'openai', answer: () => Promise.reject(new Error('down')) };
    expect(await runCase(deps(broken), { ...sum, expectation: { type: 'offline' } }, 0)).toMatchObject({ passed: false, failure: 'error' });
  });
});
