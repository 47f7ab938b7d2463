import { describe, expect, it } from 'vitest';
import { createPublicKeySet } from './public-key-set.js';

const key = (kid: string) => ({ kty: 'OKP', crv: 'Ed25519', x: `x-${kid}`, kid });
const maxAgeMs = 10 * 60 * 1000;

/** A database stand-in: answers with `stored`, counting reads; `gate` holds an answer back. */
function fakeKeyStore() {
  const store = {
    stored: [key('k1')],
    reads: 0,
    clock: Date.parse('2026-11-26T10:00:00Z'),
    gate: null as Promise<void> | null,
    failNext: false,
  };
  const keySet = createPublicKeySet(
    async () => {
      store.reads += 1;
      if (store.gate) await store.gate;
      if (store.failNext) {
        store.failNext = false;
        throw new Error('connection lost');
      }
      return { keys: [...store.stored] };
    },
    maxAgeMs,
    () => store.clock,
  );
  return { store, keySet };
}

describe('public key set', () => {
  it('reads the keys once for the whole max age, then again', async () => {
    const { store, keySet } = fakeKeyStore();
    expect((await keySet.current()).keys.map((k) => k.kid)).toEqual(['k1']);
    store.stored = [key('k1'), key('k2')];
    store.clock += maxAgeMs - 1;
    expect((await keySet.current()).keys.map((k) => k.kid)).toEqual(['k1']);
    expect(store.reads).toBe(1);
    store.clock += 1;
    expect((await keySet.current()).keys.map((k) => k.kid)).toEqual(['k1', 'k2']);
    expect(store.reads).toBe(2);
  });

  it('never keeps a set without keys, so the first key shows at once', async () => {
    const { store, keySet } = fakeKeyStore();
    store.stored = [];
    expect((await keySet.current()).keys).toEqual([]);
    expect((await keySet.current()).keys).toEqual([]);
    expect(store.reads).toBe(2);
    store.stored = [key('k1')];
    expect((await keySet.current()).keys.map((k) => k.kid)).toEqual(['k1']);
    await keySet.current();
    expect(store.reads).toBe(3);
  });

  it('reload reads now and what it read is what /jwks serves next', async () => {
    const { store, keySet } = fakeKeyStore();
    await keySet.current();
    store.stored = [key('k2')];
    expect((await keySet.reload()).keys.map((k) => k.kid)).toEqual(['k2']);
    expect((await keySet.current()).keys.map((k) => k.kid)).toEqual(['k2']);
    expect(store.reads).toBe(2);
  });

  it('callers at the same moment share one read', async () => {
    const { store, keySet } = fakeKeyStore();
    let open!: () => void;
    store.gate = new Promise((resolve) => (open = resolve));
    const answers = Promise.all([keySet.current(), keySet.current(), keySet.reload()]);
    open();
    expect((await answers).map((a) => a.keys.length)).toEqual([1, 1, 1]);
    expect(store.reads).toBe(1);
  });

  it('a failed read reaches the caller and is not kept', async () => {
    const { store, keySet } = fakeKeyStore();
    store.failNext = true;
    await expect(keySet.current()).rejects.toThrow('connection lost');
    expect((await keySet.current()).keys.map((k) => k.kid)).toEqual(['k1']);
    expect(store.reads).toBe(2);
  });
});
