import { inverseNormal } from './inverse-normal.js';
import { correctedRates, type SignalCounts } from './signal-rates.js';

/**
 * Sensitivity d′ = z(hit rate) − z(false-alarm rate), on log-linear corrected rates (see
 * `correctedRates`), so perfect or empty cells give a finite value. Null without both kinds of trial.
 */
export function dPrime(counts: SignalCounts): number | null {
  if (counts.hits + counts.misses === 0 || counts.falseAlarms + counts.correctRejections === 0) return null;
  const { hitRate, falseAlarmRate } = correctedRates(counts);
  return inverseNormal(hitRate) - inverseNormal(falseAlarmRate);
}
