import { readFileSync } from 'node:fs';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { createBuiltinTutor } from '../builtin-tutor.js';
import { equivalentAnswers, type AnswerKind } from '../../../../maths/answers/answer-equivalence.js';

/** `locale` is the language the question is written in, asked from that interface language; English when absent. */
type Problem = {
  id: string;
  band: 'elementary' | 'middle' | 'high';
  topic: string;
  question: string;
  kind: AnswerKind;
  answer: string;
  locale?: Locale;
};
const { problems } = JSON.parse(readFileSync(new URL('./maths-eval.json', import.meta.url), 'utf8')) as { problems: Problem[] };

/** The bound the builtin tutor must stay above on the project's own evaluation set, in every language. */
const requiredAccuracy = 0.95;

describe('builtin tutor on the maths evaluation set', () => {
  it(`answers at least ${requiredAccuracy * 100}% of the problems in each language correctly, and says nothing wrong it claims verified`, async () => {
    const byLocale = new Map<string, Problem[]>();
    for (const p of problems) byLocale.set(p.locale ?? 'en', [...(byLocale.get(p.locale ?? 'en') ?? []), p]);
    expect(byLocale.get('en')!.length).toBeGreaterThanOrEqual(300);
    expect(new Set(problems.map((p) => p.band))).toEqual(new Set(['elementary', 'middle', 'high']));
    for (const locale of supportedLocales) expect(byLocale.get(locale)?.length ?? 0, locale).toBeGreaterThanOrEqual(10);
    const tutor = createBuiltinTutor();
    const failures: string[] = [];
    const accuracy = new Map<string, number>();
    for (const [locale, set] of byLocale) {
      let correct = 0;
      for (const problem of set) {
        const reply = await tutor.answer({ question: problem.question, gradeBand: problem.band, locale: problem.locale });
        const ok = reply.kind === 'math' && reply.answer !== null && equivalentAnswers(problem.kind, reply.answer.value, problem.answer);
        if (ok) correct++;
        else
          failures.push(
            `${problem.id} ${problem.question} → ${reply.kind === 'math' ? reply.answer?.value : reply.kind} (want ${problem.answer})`,
          );
        // A wrong answer must never pass the CAS cross-check.
        if (!ok && reply.kind === 'math') expect(reply.verified, `${problem.id} wrong but verified`).toBe(false);
      }
      accuracy.set(locale, correct / set.length);
      console.log(`builtin tutor accuracy (${locale}): ${correct}/${set.length} = ${((correct / set.length) * 100).toFixed(1)}%`);
    }
    if (failures.length) console.log(failures.join('\n'));
    for (const [locale, value] of accuracy) expect(value, locale).toBeGreaterThanOrEqual(requiredAccuracy);
  }, 300_000);
});
