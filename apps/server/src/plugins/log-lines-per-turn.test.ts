import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinesPerTurn } from './log-lines-per-turn.js';

/** Records what reaches sonic-boom, in order. */
function fakeSonicBoom() {
  const calls: string[] = [];
  const out = {
    write: (text: string) => (calls.push(`write ${text}`), true),
    flush: (callback?: (error?: Error) => void) => (calls.push('flush'), callback?.()),
    flushSync: () => void calls.push('flushSync'),
  };
  return { out: out as unknown as ReturnType<typeof pino.destination>, calls };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const lineCount = (text: string) => text.split('\n').filter(Boolean).length;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('LinesPerTurn', () => {
  it("hands a turn's lines over as one text, in order, once the turn ends", async () => {
    const { out, calls } = fakeSonicBoom();
    const destination = new LinesPerTurn(out);
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(calls).toEqual([]);
    await nextTurn();
    expect(calls).toEqual(['write a\nb\nc\n']);
    destination.write('d\n');
    await nextTurn();
    expect(calls).toEqual(['write a\nb\nc\n', 'write d\n']);
    await nextTurn();
    expect(calls).toHaveLength(2);
  });

  it('hands the waiting lines over before flushing, synchronously or not', async () => {
    const { out, calls } = fakeSonicBoom();
    const destination = new LinesPerTurn(out);
    destination.write('a\n');
    destination.flushSync();
    expect(calls).toEqual(['write a\n', 'flushSync']);
    destination.write('b\n');
    let flushed = false;
    destination.flush(() => (flushed = true));
    expect(calls).toEqual(['write a\n', 'flushSync', 'write b\n', 'flush']);
    expect(flushed).toBe(true);
    await nextTurn();
    expect(calls).toHaveLength(4);
  });

  it('writes every line of a busy turn to the file, in order, through pino and sonic-boom', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lines-per-turn-'));
    const file = path.join(dir, 'server.log');
    const sonic = pino.destination({ dest: file, sync: false });
    await new Promise((resolve) => sonic.once('ready', resolve));
    const logger = pino({ level: 'info' }, new LinesPerTurn(sonic));
    for (let i = 0; i < 500; i++) logger.info({ i }, 'request completed');
    await nextTurn();
    logger.info({ i: 500 }, 'request completed');
    // sonic-boom writes in the background; wait until the file holds every line.
    const numbers = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).i);
    await vi.waitFor(() => expect(numbers()).toHaveLength(501));
    expect(numbers()).toEqual(Array.from({ length: 501 }, (_, i) => i));
  });
});

describe('LinesPerTurn on exit', () => {
  const moduleFile = fileURLToPath(new URL('./log-lines-per-turn.ts', import.meta.url));
  /** A process that logs 300 lines and then ends in the same turn, before they were handed over. */
  const script = (file: string, ending: string) => `
const { default: pino } = await import('pino');
const { LinesPerTurn } = await import(${JSON.stringify(moduleFile)});
const sonic = pino.destination({ dest: ${JSON.stringify(file)}, sync: false });
sonic.once('ready', () => {
  const logger = pino({ level: 'info' }, new LinesPerTurn(sonic));
  for (let i = 0; i < 300; i++) logger.info({ i }, 'request completed');
  ${ending}
});
`;
  const run = (ending: string) => {
    dir = mkdtempSync(path.join(tmpdir(), 'lines-per-turn-'));
    const file = path.join(dir, 'server.log');
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(file, ending)], { stdio: 'pipe' });
    } catch {
      // the crash and exit(3) endings exit with an error status on purpose
    }
    return readFileSync(file, 'utf8');
  };

  it('writes the unfinished turn on process.exit()', () => {
    expect(lineCount(run('process.exit(3);'))).toBe(300);
  }, 30_000);

  it('writes the unfinished turn when the process crashes', () => {
    expect(lineCount(run("throw new Error('crash');"))).toBe(300);
  }, 30_000);
});
