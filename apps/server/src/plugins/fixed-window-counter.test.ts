import { describe, expect, it } from 'vitest';
import { createFixedWindowCounter } from './fixed-window-counter.js';

describe('fixed window counter', () => {
  it('counts each key on its own and starts again when its window ends', () => {
    const counter = createFixedWindowCounter({ windowMs: 1000 });
    expect(counter.hit('a', 0)).toEqual({ count: 1, resetAt: 1000 });
    expect(counter.hit('a', 400)).toEqual({ count: 2, resetAt: 1000 });
    expect(counter.hit('b', 500)).toEqual({ count: 1, resetAt: 1500 });
    expect(counter.hit('a', 999).count).toBe(3);
    expect(counter.hit('a', 1000)).toEqual({ count: 1, resetAt: 2000 });
    expect(counter.hit('b', 1499).count).toBe(2);
  });

  it('forgets keys whose window has ended as new windows open', () => {
    const counter = createFixedWindowCounter({ windowMs: 1000 });
    for (let i = 0; i < 50; i++) counter.hit(`old-${i}`, i);
    expect(counter.size).toBe(50);
    counter.hit('new', 1100);
    // Every old window (started at 0..49 ms) ended by 1,049 ms at the latest.
    expect(counter.size).toBe(1);
  });

  it('never holds more than its maximum of keys, dropping the oldest first', () => {
    const counter = createFixedWindowCounter({ windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) counter.hit(key, 0);
    expect(counter.size).toBe(3);
    // 'a' was dropped, so it starts a new count; 'd' kept its own.
    expect(counter.hit('d', 1).count).toBe(2);
    expect(counter.hit('a', 1).count).toBe(1);
  });

  it('counts a request without allocating a new count within the window', () => {
    const counter = createFixedWindowCounter({ windowMs: 1000 });
    const first = counter.hit('a', 0);
    expect(counter.hit('a', 10)).toBe(first);
  });
});
