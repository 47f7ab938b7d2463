import type { Expectation, ExpectedAnswerKind } from '@brainboost/domain/schemas/bot-testing';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';
import { meetsExpectation } from '@brainboost/domain/bot-testing/bot-testing';
import type { TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import type { TutorModel, TutorReply } from '../../providers/llm/llm.port.js';
import type { BotTestingRepository, NewResult } from './bot-testing.repository.js';

export type SuiteCase = {
  id: string;
  prompt: string;
  gradeBand: 'elementary' | 'middle' | 'high';
  subject: TutorSubject;
  expectation: Expectation;
};
export type RunDeps = {
  repository: BotTestingRepository;
  tutor: TutorModel;
  equivalent: (kind: ExpectedAnswerKind, actual: string, expected: string) => boolean;
  caseTimeoutMs: number;
  now: () => Date;
};

class CaseTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CaseTimeout()), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** A stored reply in the tutor's answer shape (full solution: admins see everything). */
const asAnswer = (reply: TutorReply): TutorAnswer => (reply.kind === 'math' ? { ...reply, solutionLocked: false } : reply);

/** Asks the tutor one case, timed, and judges the reply. */
export async function runCase(deps: RunDeps, testCase: SuiteCase, position: number): Promise<NewResult> {
  const started = performance.now();
  const base = { caseId: testCase.id, position, prompt: testCase.prompt, gradeBand: testCase.gradeBand, expectation: testCase.expectation };
  try {
    const reply = asAnswer(
      await withTimeout(
        deps.tutor.answer({ question: testCase.prompt, gradeBand: testCase.gradeBand, subject: testCase.subject }),
        deps.caseTimeoutMs,
      ),
    );
    const latencyMs = Math.round(performance.now() - started);
    const passed = meetsExpectation(testCase.expectation, reply, deps.equivalent);
    return { ...base, passed, failure: passed ? null : 'mismatch', latencyMs, output: reply };
  } catch (err) {
    const latencyMs = Math.round(performance.now() - started);
    return { ...base, passed: false, failure: err instanceof CaseTimeout ? 'timeout' : 'error', latencyMs, output: null };
  }
}

/** Runs the cases one at a time, recording each outcome as it comes, then closes the run. */
export async function runSuite(deps: RunDeps, runId: string, cases: SuiteCase[]) {
  for (const [position, testCase] of cases.entries()) {
    await deps.repository.addResult(runId, await runCase(deps, testCase, position));
  }
  await deps.repository.finishRun(runId, deps.now());
}
