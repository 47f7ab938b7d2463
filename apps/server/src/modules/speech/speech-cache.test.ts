import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSpeechCache, speechCacheKey } from './speech-cache.js';

const wav = (size: number, fill = 1) => ({ audio: Buffer.alloc(size, fill), contentType: 'audio/wav' });
const key = (text: string, rest: Partial<Parameters<typeof speechCacheKey>[0]> = {}) =>
  speechCacheKey({ engine: 'espeak', voice: 'cmn', speed: 'normal', text, ...rest });

describe('speech cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bb-speech-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keys by engine, voice, speed and exact text', () => {
    const keys = new Set([
      key('你好'),
      key('你好 '),
      key('你好', { engine: 'openai' }),
      key('你好', { voice: 'yue' }),
      key('你好', { speed: 'slow' }),
      // The parts cannot run into each other.
      speechCacheKey({ engine: 'espeak', voice: 'cm', speed: 'nnormal', text: '你好' }),
    ]);
    expect(keys.size).toBe(6);
    expect(key('你好')).toBe(key('你好'));
    expect(key('你好')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves a phrase kept before, from memory and after a restart from disk', async () => {
    const cache = await openSpeechCache({ dir, maxBytes: 10_000, memoryMaxBytes: 10_000 });
    expect(await cache.get(key('a'))).toBeNull();
    await cache.put(key('a'), { audio: Buffer.from('ID3…'), contentType: 'audio/mpeg' });
    expect(await cache.get(key('a'))).toEqual({ audio: Buffer.from('ID3…'), contentType: 'audio/mpeg' });
    const reopened = await openSpeechCache({ dir, maxBytes: 10_000, memoryMaxBytes: 10_000 });
    expect(await reopened.get(key('a'))).toEqual({ audio: Buffer.from('ID3…'), contentType: 'audio/mpeg' });
    expect(reopened.diskBytes).toBe(Buffer.from('ID3…').length);
  });

  it('stays under its size on disk by removing the least recently used phrases', async () => {
    const cache = await openSpeechCache({ dir, maxBytes: 3000, memoryMaxBytes: 0 });
    await cache.put(key('one'), wav(1000));
    await cache.put(key('two'), wav(1000));
    await cache.put(key('three'), wav(1000));
    // "one" is played again: "two" is now the oldest.
    expect(await cache.get(key('one'))).not.toBeNull();
    await cache.put(key('four'), wav(1000));
    expect(cache.diskBytes).toBe(3000);
    expect(await cache.get(key('two'))).toBeNull();
    for (const text of ['one', 'three', 'four']) expect(await cache.get(key(text))).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual([key('one'), key('three'), key('four')].map((hash) => `${hash}.wav`).sort());
  });

  it('after a restart, removes the phrases used longest ago first', async () => {
    const first = await openSpeechCache({ dir, maxBytes: 3000, memoryMaxBytes: 0 });
    await first.put(key('new'), wav(1000));
    await first.put(key('old'), wav(1000));
    await utimes(path.join(dir, `${key('old')}.wav`), new Date('2020-01-01'), new Date('2020-01-01'));
    const second = await openSpeechCache({ dir, maxBytes: 2500, memoryMaxBytes: 0 });
    await second.put(key('newest'), wav(1000));
    expect(await second.get(key('old'))).toBeNull();
    expect(await second.get(key('new'))).not.toBeNull();
  });

  it('keeps only the most recent phrases in memory, within its size', async () => {
    const cache = await openSpeechCache({ dir, maxBytes: 100_000, memoryMaxBytes: 2000 });
    await cache.put(key('a'), wav(1000, 1));
    await cache.put(key('b'), wav(1000, 2));
    await cache.get(key('a'));
    await cache.put(key('c'), wav(1000, 3));
    // "b" left memory: removing its file shows whether it is still served from memory.
    await rm(path.join(dir, `${key('b')}.wav`));
    await rm(path.join(dir, `${key('a')}.wav`));
    expect(await cache.get(key('b'))).toBeNull();
    expect((await cache.get(key('a')))!.audio[0]).toBe(1);
  });

  it('ignores foreign files and removes writes a crash cut short', async () => {
    await writeFile(path.join(dir, 'notes.txt'), 'hello');
    await writeFile(path.join(dir, `${key('x')}.wav.1234.part`), 'half');
    const cache = await openSpeechCache({ dir, maxBytes: 10_000, memoryMaxBytes: 0 });
    expect(cache.diskBytes).toBe(0);
    expect(await readdir(dir)).toEqual(['notes.txt']);
  });
});
