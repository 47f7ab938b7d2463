import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

afterEach(() => {
  vi.unstubAllGlobals();
});

const realCrypto = globalThis.crypto;
const version4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('makes version 4 UUIDs, a new one each time', () => {
    const ids = Array.from({ length: 50 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(version4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('works where the page is served over plain http (no crypto.randomUUID)', () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => realCrypto.getRandomValues(array) });
    expect('randomUUID' in crypto).toBe(false);
    expect(randomUuid()).toMatch(version4);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => (new Uint8Array(array.buffer).fill(0xff), array) });
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
