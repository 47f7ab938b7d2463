import { describe, expect, it } from 'vitest';
import { attemptProblem } from './attempt-validation.js';
import { scoreAttempt } from './score-attempt.js';
import { taskCatalogue } from './task-catalogue.js';

const spec = taskCatalogue['spaced-recall'];
const ids = ['0b7e5f0e-1c1d-4a57-9a43-2f0f1f6f0a01', '0b7e5f0e-1c1d-4a57-9a43-2f0f1f6f0a02'];
const started = new Date(Date.now() - 60_000);
const check = (trials: { stimulus: string; response: string | null; rtMs: number | null; onsetMs: number }[]) =>
  attemptProblem({ level: null, startedAt: started, finishedAt: new Date(started.getTime() + 30_000), trials }, spec, new Date());

describe('spaced-recall reviews', () => {
  it('accept cards shown one after another, each once the last was checked', () => {
    expect(
      check([
        { stimulus: ids[0]!, response: 'cat', rtMs: 150, onsetMs: 0 },
        { stimulus: ids[1]!, response: null, rtMs: null, onsetMs: 150 },
      ]),
    ).toBeNull();
  });
  it('refuse a card shown before the last was answered, a card reviewed twice and a card id that is not one', () => {
    expect(
      check([
        { stimulus: ids[0]!, response: 'cat', rtMs: 2000, onsetMs: 0 },
        { stimulus: ids[1]!, response: 'dog', rtMs: 500, onsetMs: 1000 },
      ]),
    ).toBe('brainTraining.implausibleTiming');
    expect(
      check([
        { stimulus: ids[0]!, response: 'cat', rtMs: 500, onsetMs: 0 },
        { stimulus: ids[0]!, response: 'cat', rtMs: 500, onsetMs: 600 },
      ]),
    ).toBe('brainTraining.invalidTrial');
    expect(check([{ stimulus: 'card-1', response: 'cat', rtMs: 500, onsetMs: 0 }])).toBe('brainTraining.invalidTrial');
  });
  it('score from the stored answers, never from the client', () => {
    const score = scoreAttempt(
      'spaced-recall',
      null,
      [
        { stimulus: ids[0]!, response: ' Cat ', rtMs: 900, onsetMs: 0 },
        { stimulus: ids[1]!, response: 'cat', rtMs: 900, onsetMs: 1000 },
      ],
      new Map([
        [ids[0]!, 'cat'],
        [ids[1]!, 'dog'],
      ]),
    );
    expect(score.correct).toEqual([true, false]);
    expect(score.measures).toEqual({ recallRate: 0.5, recalled: 1, reviewed: 2 });
  });
});
