/** Counts of a yes/no detection task (n-back, go/no-go): signal trials and noise trials. */
export type SignalCounts = { hits: number; misses: number; falseAlarms: number; correctRejections: number };

/** Raw hit and false-alarm rates; null when there were no trials of that kind. */
export function signalRates(counts: SignalCounts): { hitRate: number | null; falseAlarmRate: number | null } {
  const signal = counts.hits + counts.misses;
  const noise = counts.falseAlarms + counts.correctRejections;
  return { hitRate: signal ? counts.hits / signal : null, falseAlarmRate: noise ? counts.falseAlarms / noise : null };
}

/**
 * Log-linear correction (Hautus 1995): add 0.5 to hits and false alarms and 1 to each trial
 * count, so rates of 0 and 1 stay finite and the bias is smaller than the 1/(2N) rule's.
 */
export function correctedRates(counts: SignalCounts): { hitRate: number; falseAlarmRate: number } {
  const signal = counts.hits + counts.misses;
  const noise = counts.falseAlarms + counts.correctRejections;
  return { hitRate: (counts.hits + 0.5) / (signal + 1), falseAlarmRate: (counts.falseAlarms + 0.5) / (noise + 1) };
}
