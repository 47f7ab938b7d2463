import { describe, expect, it } from 'vitest';
import { goNoGoErrors } from './go-no-go-errors.js';

describe('goNoGoErrors', () => {
  it('counts a press on no-go as a commission and silence on go as an omission', () => {
    const trials = [
      { go: true, responded: true },
      { go: true, responded: true },
      { go: true, responded: false },
      { go: true, responded: true },
      { go: false, responded: true },
      { go: false, responded: false },
    ];
    expect(goNoGoErrors(trials)).toEqual({ commissions: 1, omissions: 1, commissionRate: 0.5, omissionRate: 0.25 });
  });
  it('rates are null for a kind of trial that never occurred', () => {
    expect(goNoGoErrors([{ go: true, responded: true }])).toEqual({ commissions: 0, omissions: 0, commissionRate: null, omissionRate: 0 });
  });
});
