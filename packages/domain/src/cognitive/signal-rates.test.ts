import { describe, expect, it } from 'vitest';
import { correctedRates, signalRates } from './signal-rates.js';

describe('signalRates', () => {
  it('divides hits by signal trials and false alarms by noise trials', () => {
    expect(signalRates({ hits: 6, misses: 2, falseAlarms: 3, correctRejections: 9 })).toEqual({ hitRate: 0.75, falseAlarmRate: 0.25 });
  });
  it('gives null rates for a kind of trial that never occurred', () => {
    expect(signalRates({ hits: 0, misses: 0, falseAlarms: 0, correctRejections: 4 })).toEqual({ hitRate: null, falseAlarmRate: 0 });
  });
});

describe('correctedRates (log-linear)', () => {
  it('moves edge rates of 1 and 0 inside the interval', () => {
    expect(correctedRates({ hits: 4, misses: 0, falseAlarms: 0, correctRejections: 4 })).toEqual({ hitRate: 0.9, falseAlarmRate: 0.1 });
  });
});
