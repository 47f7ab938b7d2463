import { describe, expect, it } from 'vitest';
import { channels } from '../../db/notifications.js';
import { fakeListener } from '../../test/fake-listener.js';
import { accessCacheMaxAgeMs, accessCacheMaxEntries, createAccessCache, type AccessCache } from './access-cache.js';

/** A load function counting its calls, answering with the current `value`. */
function counted<T>(value: () => T) {
  const load = async () => {
    load.calls += 1;
    return value();
  };
  load.calls = 0;
  return load;
}

const session = (userId: string, id = `s-${userId}`) => ({ id, userId });

async function startedCache(clock = { now: 0 }) {
  const fake = fakeListener(channels.accessChanged);
  const cache = createAccessCache(fake.listener, () => clock.now);
  await cache.start();
  return { cache, fake, clock };
}

describe('access cache', () => {
  it('reads a session once and answers again from memory', async () => {
    const { cache } = await startedCache();
    const load = counted(() => session('u1'));
    expect(await cache.session('tok', load)).toEqual(session('u1'));
    expect(await cache.session('tok', load)).toEqual(session('u1'));
    expect(load.calls).toBe(1);
  });

  // Sessions by token and access rows by user id: each kept one is handed out without waiting, and
  // none the cache would have to read, drop or let age.
  const keptKinds = [
    {
      kind: 'session',
      value: session('u1'),
      read: (cache: AccessCache) =>
        cache.session(
          'tok',
          counted(() => session('u1')),
        ),
      kept: (cache: AccessCache) => cache.keptSession('tok'),
    },
    {
      kind: 'access row',
      value: { role: 'student' },
      read: (cache: AccessCache) =>
        cache.row(
          'u1',
          counted(() => ({ role: 'student' })),
        ),
      kept: (cache: AccessCache) => cache.keptRow('u1'),
    },
  ];
  it.each(keptKinds)(
    'hands out a kept $kind without waiting, and nothing it would have to read, drop or let age',
    async ({ value, read, kept }) => {
      const { cache, fake, clock } = await startedCache();
      expect(kept(cache)).toBeUndefined();
      await read(cache);
      expect(kept(cache)).toEqual(value);
      fake.signal('u1');
      expect(kept(cache)).toBeUndefined();
      await read(cache);
      clock.now += accessCacheMaxAgeMs;
      expect(kept(cache)).toBeUndefined();
      await read(cache);
      fake.lose();
      expect(kept(cache)).toBeUndefined();
    },
  );

  it('drops every session and the row of a user whose change is signalled, and only theirs', async () => {
    const { cache, fake } = await startedCache();
    const a1 = counted(() => session('a', 'a1'));
    const a2 = counted(() => session('a', 'a2'));
    const b = counted(() => session('b'));
    const rowA = counted(() => ({ role: 'student' }));
    await cache.session('ta1', a1);
    await cache.session('ta2', a2);
    await cache.session('tb', b);
    await cache.row('a', rowA);
    fake.signal('a');
    await cache.session('ta1', a1);
    await cache.session('ta2', a2);
    await cache.session('tb', b);
    await cache.row('a', rowA);
    expect([a1.calls, a2.calls, b.calls, rowA.calls]).toEqual([2, 2, 1, 2]);
  });

  it('drops everything on "*" (a table was emptied)', async () => {
    const { cache, fake } = await startedCache();
    const load = counted(() => session('u1'));
    await cache.session('tok', load);
    fake.signal('*');
    await cache.session('tok', load);
    expect(load.calls).toBe(2);
  });

  it('never keeps an unknown token or a missing row', async () => {
    const { cache } = await startedCache();
    const none = counted(() => null);
    const missing = counted(() => undefined);
    await cache.session('made-up', none);
    await cache.session('made-up', none);
    await cache.row('ghost', missing);
    await cache.row('ghost', missing);
    expect([none.calls, missing.calls]).toEqual([2, 2]);
    expect(cache.size).toEqual({ sessions: 0, rows: 0 });
  });

  it('does not keep a read that was in flight when its user changed', async () => {
    const { cache, fake } = await startedCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { role: 'student' };
    };
    const pending = cache.row('u1', slow);
    fake.signal('u1'); // the role changed after the read began: what it returns may be the old one
    release();
    expect(await pending).toEqual({ role: 'student' });
    const fresh = counted(() => ({ role: 'teacher' }));
    expect(await cache.row('u1', fresh)).toEqual({ role: 'teacher' });
    expect(fresh.calls).toBe(1);
  });

  it('keeps a read in flight while another user changed', async () => {
    const { cache, fake } = await startedCache();
    let release!: () => void;
    const pending = cache.row('u1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { role: 'student' };
    });
    fake.signal('someone-else');
    release();
    await pending;
    expect(cache.size.rows).toBe(1);
  });

  it('serves nothing from memory while the listener is down, and forgets what it had', async () => {
    const { cache, fake } = await startedCache();
    const load = counted(() => session('u1'));
    await cache.session('tok', load);
    fake.lose();
    expect(cache.size).toEqual({ sessions: 0, rows: 0 });
    await cache.session('tok', load);
    await cache.session('tok', load);
    expect(load.calls).toBe(3);
    expect(cache.size.sessions).toBe(0);
    fake.regain();
    await cache.session('tok', load);
    await cache.session('tok', load);
    expect(load.calls).toBe(4);
  });

  it('serves nothing from memory before it started listening', async () => {
    const fake = fakeListener(channels.accessChanged);
    const cache = createAccessCache(fake.listener);
    const load = counted(() => session('u1'));
    await cache.session('tok', load);
    await cache.session('tok', load);
    expect(load.calls).toBe(2);
  });

  it('reads again once an entry is older than the maximum age', async () => {
    const { cache, clock } = await startedCache();
    const load = counted(() => session('u1'));
    await cache.session('tok', load);
    clock.now += accessCacheMaxAgeMs - 1;
    await cache.session('tok', load);
    expect(load.calls).toBe(1);
    clock.now += 1;
    await cache.session('tok', load);
    expect(load.calls).toBe(2);
  });

  it('holds at most the maximum number of entries, dropping the oldest first', async () => {
    const { cache } = await startedCache();
    for (let i = 0; i <= accessCacheMaxEntries; i += 1) await cache.session(`tok${i}`, async () => session(`u${i}`));
    expect(cache.size.sessions).toBe(accessCacheMaxEntries);
    const first = counted(() => session('u0'));
    const last = counted(() => session(`u${accessCacheMaxEntries}`));
    await cache.session('tok0', first);
    await cache.session(`tok${accessCacheMaxEntries}`, last);
    expect([first.calls, last.calls]).toEqual([1, 0]);
  });

  it('settles through the listener only while listening', async () => {
    const { cache, fake } = await startedCache();
    await cache.settle();
    fake.lose();
    await cache.settle();
    expect(fake.syncs).toBe(1);
  });
});
