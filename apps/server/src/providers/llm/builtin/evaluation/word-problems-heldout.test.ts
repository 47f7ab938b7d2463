import { readFileSync } from 'node:fs';
import type { Locale } from '@brainboost/domain/locales';
import { describe, expect, it } from 'vitest';
import { createBuiltinTutor } from '../builtin-tutor.js';
import { equivalentAnswers } from './answer-equivalence.js';

/** Written by someone who had not read the cue rules; never tuned against: `q` the problem, `a` its answer. */
type HeldOut = { q: string; a: string; locale: Locale };
const problems = JSON.parse(readFileSync(new URL('./word-problems-heldout.json', import.meta.url), 'utf8')) as HeldOut[];

/** "80 km/h", "$60", "6 m" compare by their number. */
const numberIn = (answer: string) => /-?\d+(?:\.\d+)?(?:\/\d+)?/.exec(answer.replace(/,(?=\d{3}\b)/g, ''))?.[0] ?? answer;

describe('builtin tutor on held-out word problems', () => {
  it('never gives a wrong answer, and answers at least 80% correctly', async () => {
    const tutor = createBuiltinTutor();
    const wrong: string[] = [];
    const declined: string[] = [];
    const offTopic: string[] = [];
    let correct = 0;
    for (const problem of problems) {
      const reply = await tutor.answer({ question: problem.q, gradeBand: 'elementary', locale: problem.locale });
      if (reply.kind !== 'math' || !reply.answer) {
        declined.push(`${problem.q} → ${reply.kind === 'unanswered' ? reply.reason : reply.kind}`);
        // A problem the tutor could not read is "not understood", never "offline".
        if (reply.kind !== 'unanswered' || reply.reason !== 'notUnderstood') offTopic.push(problem.q);
      } else if (equivalentAnswers('number', numberIn(reply.answer.value), numberIn(problem.a))) correct++;
      else wrong.push(`${problem.q} → ${reply.answer.value} (want ${problem.a})`);
    }
    console.log(`held-out word problems: ${correct} answered correctly, ${declined.length} declined, ${wrong.length} wrong (of ${problems.length})`);
    if (declined.length) console.log(`declined:\n${declined.join('\n')}`);
    if (wrong.length) console.log(`wrong:\n${wrong.join('\n')}`);
    expect(problems).toHaveLength(40);
    expect(wrong).toEqual([]);
    expect(offTopic).toEqual([]);
    expect(correct / problems.length).toBeGreaterThanOrEqual(0.8);
  });
});
