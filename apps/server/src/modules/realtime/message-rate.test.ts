import { describe, expect, it } from 'vitest';
import { createMessageRate } from './message-rate.js';

describe('per-connection message rate', () => {
  it('allows a burst, then refills at the set rate', () => {
    let now = 0;
    const rate = createMessageRate({ burst: 3, perSecond: 1 }, () => now);
    expect([rate.take(), rate.take(), rate.take(), rate.take()]).toEqual([true, true, true, false]);
    now = 999;
    expect(rate.take()).toBe(false);
    now = 2000;
    expect(rate.take()).toBe(true);
    now = 60_000;
    expect([rate.take(), rate.take(), rate.take(), rate.take()]).toEqual([true, true, true, false]);
  });
});
