import type { AttemptTrial } from './attempt-trial.js';
import { dPrime } from './d-prime.js';
import { goNoGoErrors } from './go-no-go-errors.js';
import { median, standardDeviation } from './reaction-time-stats.js';
import { signalRates } from './signal-rates.js';
import { share, speedScore, toIndex, type TaskScore } from './task-score.js';

/** n-back: a trial is a target when its letter matches the one n back; "match" is the yes response. */
export function scoreNBack(trials: readonly AttemptTrial[], n: number): TaskScore {
  const counts = { hits: 0, misses: 0, falseAlarms: 0, correctRejections: 0 };
  const hitRts: number[] = [];
  const correct = trials.map((trial, i) => {
    const scorable = i >= n;
    const target = scorable && trial.stimulus === trials[i - n]!.stimulus;
    const said = trial.response === 'match';
    if (scorable) {
      if (target && said) counts.hits++;
      else if (target) counts.misses++;
      else if (said) counts.falseAlarms++;
      else counts.correctRejections++;
    }
    if (target && said && trial.rtMs !== null) hitRts.push(trial.rtMs);
    return target === said;
  });
  const { hitRate, falseAlarmRate } = signalRates(counts);
  const d = dPrime(counts);
  return {
    measures: { dPrime: d, hitRate, falseAlarmRate, ...counts, medianHitRtMs: median(hitRts), n },
    primary: { measure: 'dPrime', higherIsBetter: true },
    accuracy: share(correct.slice(n)),
    performanceIndex: toIndex((n - 1 + Math.min(Math.max(d ?? 0, 0), 3.5) / 3.5) / 4),
    correct,
  };
}

/** Go/no-go: press on "go", withhold on "no-go". */
export function scoreGoNoGo(trials: readonly AttemptTrial[]): TaskScore {
  const marked = trials.map((t) => ({ go: t.stimulus === 'go', responded: t.response === 'press', rtMs: t.rtMs }));
  const errors = goNoGoErrors(marked);
  const goRts = marked.filter((t) => t.go && t.responded && t.rtMs !== null).map((t) => t.rtMs!);
  const counts = {
    hits: marked.filter((t) => t.go && t.responded).length,
    misses: errors.omissions,
    falseAlarms: errors.commissions,
    correctRejections: marked.filter((t) => !t.go && !t.responded).length,
  };
  const correct = marked.map((t) => t.go === t.responded);
  const medianGoRtMs = median(goRts);
  return {
    measures: { ...errors, medianGoRtMs, goRtSdMs: standardDeviation(goRts), dPrime: dPrime(counts) },
    primary: { measure: 'commissions', higherIsBetter: false },
    accuracy: share(correct),
    performanceIndex: toIndex(
      0.4 * (1 - (errors.commissionRate ?? 0)) + 0.3 * (1 - (errors.omissionRate ?? 0)) + 0.3 * speedScore(medianGoRtMs, 250, 600),
    ),
    correct,
  };
}
