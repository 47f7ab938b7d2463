import { describe, expect, it } from 'vitest';
import { channels } from '../../db/notifications.js';
import { fakeListener } from '../../test/fake-listener.js';
import { adminStatsMaxAgeMs, createAdminStatsCache } from './admin-stats-cache.js';

/** A count whose answer the test sets, counting its calls; `hold` makes the next count wait for `release`. */
function counter() {
  let answer = 1;
  let held: Promise<void> | null = null;
  let release = () => {};
  const count = async () => {
    count.calls += 1;
    const value = answer;
    if (held) await held;
    return value;
  };
  count.calls = 0;
  return {
    count,
    set: (value: number) => (answer = value),
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => {
      held = null;
      release();
    },
  };
}

async function started(now: () => number = Date.now) {
  const fake = fakeListener(channels.adminStatsChanged);
  const cache = createAdminStatsCache<number>(fake.listener, now);
  await cache.start();
  return { fake, cache };
}

describe('admin stats cache', () => {
  it('counts once, answers from memory, and counts again after a change notification', async () => {
    const { fake, cache } = await started();
    const c = counter();
    expect(await cache.get('2026-10-29/30', c.count)).toBe(1);
    c.set(2);
    expect(await cache.get('2026-10-29/30', c.count)).toBe(1);
    expect(c.count.calls).toBe(1);
    fake.signal();
    expect(await cache.get('2026-10-29/30', c.count)).toBe(2);
    expect(c.count.calls).toBe(2);
  });

  it('counts again for another key (a new day) and after the maximum age', async () => {
    let clock = 1_000_000;
    const { cache } = await started(() => clock);
    const c = counter();
    await cache.get('2026-10-29/30', c.count);
    await cache.get('2026-10-30/30', c.count);
    expect(c.count.calls).toBe(2);
    clock += adminStatsMaxAgeMs - 1;
    await cache.get('2026-10-30/30', c.count);
    expect(c.count.calls).toBe(2);
    clock += 1;
    await cache.get('2026-10-30/30', c.count);
    expect(c.count.calls).toBe(3);
  });

  it('does not keep a count during which a change arrived, but answers its request with it', async () => {
    const { fake, cache } = await started();
    const c = counter();
    c.hold();
    const inFlight = cache.get('k', c.count);
    fake.signal();
    c.set(5);
    c.release();
    expect(await inFlight).toBe(1);
    expect(await cache.get('k', c.count)).toBe(5);
    expect(c.count.calls).toBe(2);
  });

  it('keeps nothing while not listening, nor a count that spanned losing or regaining the connection', async () => {
    const { fake, cache } = await started();
    const c = counter();
    await cache.get('k', c.count);
    fake.lose();
    await cache.get('k', c.count);
    await cache.get('k', c.count);
    expect(c.count.calls).toBe(3);

    c.hold();
    const spanning = cache.get('k', c.count);
    fake.regain();
    c.release();
    await spanning;
    await cache.get('k', c.count);
    expect(c.count.calls).toBe(5);
    await cache.get('k', c.count);
    expect(c.count.calls).toBe(5);
  });

  it('counts every time before it starts and after it stops', async () => {
    const fake = fakeListener(channels.adminStatsChanged);
    const cache = createAdminStatsCache<number>(fake.listener);
    const c = counter();
    await cache.get('k', c.count);
    await cache.get('k', c.count);
    expect(c.count.calls).toBe(2);
    await cache.start();
    await cache.get('k', c.count);
    await cache.get('k', c.count);
    expect(c.count.calls).toBe(3);
    await cache.stop();
    await cache.get('k', c.count);
    await cache.get('k', c.count);
    expect(c.count.calls).toBe(5);
  });
});
