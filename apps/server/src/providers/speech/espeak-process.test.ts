import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakProcess } from './espeak-process.js';
import { findEspeakEngine } from './espeak-speech.js';

const enginePath = findEspeakEngine();
const isWav = (audio: Buffer) => audio.subarray(0, 4).toString() === 'RIFF' && audio.subarray(8, 12).toString() === 'WAVE';

describe('the espeak-ng worker process', () => {
  const logs: string[] = [];
  const worker = createEspeakProcess({ enginePath: enginePath!, timeoutMs: 30_000, onLog: (line) => logs.push(line) });
  afterAll(() => worker.close());

  it.runIf(enginePath)(
    'synthesises phrase after phrase in one warm worker, and starts a new one after it dies',
    async () => {
      const first = await worker.run({ voice: 'en', rate: 160, text: 'One' });
      const pid = worker.pid;
      const second = await worker.run({ voice: 'en', rate: 160, text: 'One' });
      expect(isWav(first)).toBe(true);
      // A fresh state for every phrase: the same text gives the same bytes.
      expect(second.equals(first)).toBe(true);
      expect(worker.pid).toBe(pid);
      process.kill(pid!, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(isWav(await worker.run({ voice: 'es', rate: 120, text: 'Dos' }))).toBe(true);
      expect(worker.pid).not.toBe(pid);
      expect(logs.some((line) => line.includes('exited'))).toBe(true);
    },
    90_000,
  );

  it.runIf(enginePath)(
    'lets an idle worker leave quietly and starts another for the next phrase',
    async () => {
      const quiet: string[] = [];
      const brief = createEspeakProcess({
        enginePath: enginePath!,
        timeoutMs: 30_000,
        idleExitMs: 1000,
        onLog: (line) => quiet.push(line),
      });
      expect(isWav(await brief.run({ voice: 'fr', rate: 160, text: 'Un' }))).toBe(true);
      const pid = brief.pid;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(brief.pid).toBeUndefined();
      expect(isWav(await brief.run({ voice: 'fr', rate: 160, text: 'Deux' }))).toBe(true);
      expect(brief.pid).not.toBe(pid);
      expect(quiet).toEqual([]);
      await brief.close();
    },
    90_000,
  );

  it('says unavailable when the engine file cannot be loaded', async () => {
    const missing = createEspeakProcess({ enginePath: '/nonexistent/espeak-ng.js', timeoutMs: 30_000 });
    await expect(missing.run({ voice: 'en', rate: 160, text: 'x' })).rejects.toMatchObject({ reason: 'unavailable' });
    await missing.close();
  }, 60_000);

  it('stops a worker that takes too long and answers the phrases waiting behind it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bb-espeak-'));
    // An "engine" that never finishes loading.
    const stuck = path.join(dir, 'espeak-ng.mjs');
    await writeFile(stuck, 'await new Promise(() => setInterval(() => {}, 1000));\nexport default () => {};\n');
    const slow = createEspeakProcess({ enginePath: stuck, timeoutMs: 1500 });
    const started = Date.now();
    const outcomes = await Promise.allSettled([
      slow.run({ voice: 'en', rate: 160, text: 'a' }),
      slow.run({ voice: 'en', rate: 160, text: 'b' }),
    ]);
    expect(outcomes.map((o) => o.status === 'rejected' && (o.reason as { reason: string }).reason)).toEqual(['timeout', 'timeout']);
    expect(Date.now() - started).toBeLessThan(20_000);
    await slow.close();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});
