import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinesPerTurn } from './log-lines-per-turn.js';

/** A destination on the test file whose sonic-boom is a fake that records what reaches it, in order. */
function withFakeSonicBoom() {
  const calls: string[] = [];
  const out = {
    write: (text: string) => (calls.push(`write ${text}`), true),
    flush: (callback?: (error?: Error) => void) => (calls.push('flush'), callback?.()),
    flushSync: () => void calls.push('flushSync'),
  };
  return { destination: new LinesPerTurn(fd, out as unknown as ReturnType<typeof pino.destination>), calls };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lines-per-turn-'));
  file = path.join(dir, 'server.log');
  fd = openSync(file, 'a');
});
afterEach(() => {
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

describe('LinesPerTurn', () => {
  it("hands a turn's lines over as one text, in order, once the turn ends", async () => {
    const { destination, calls } = withFakeSonicBoom();
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

  it('hands the waiting lines over before sonic-boom flushes', async () => {
    const { destination, calls } = withFakeSonicBoom();
    destination.write('a\n');
    let flushed = false;
    destination.flush(() => (flushed = true));
    expect(calls).toEqual(['write a\n', 'flush']);
    expect(flushed).toBe(true);
    await nextTurn();
    expect(calls).toHaveLength(2);
  });

  it("flushSync writes sonic-boom's text first, then the turn's lines straight to the file", async () => {
    const { destination, calls } = withFakeSonicBoom();
    destination.write('a\n');
    destination.write('b\n');
    destination.flushSync();
    expect(calls).toEqual(['flushSync']);
    expect(readFileSync(file, 'utf8')).toBe('a\nb\n');
    await nextTurn();
    expect(calls).toEqual(['flushSync']);
  });

  it('writes every line of a busy turn to the file, in order, through pino and sonic-boom', async () => {
    const logger = pino({ level: 'info' }, new LinesPerTurn(fd));
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
  const script = (ending: string) => `
const { openSync } = await import('node:fs');
const { default: pino } = await import('pino');
const { LinesPerTurn } = await import(${JSON.stringify(moduleFile)});
const logger = pino({ level: 'info' }, new LinesPerTurn(openSync(${JSON.stringify(file)}, 'a')));
for (let i = 0; i < 300; i++) logger.info({ i }, 'request completed');
${ending}
`;
  const linesAfter = (ending: string) => {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(ending)], { stdio: 'pipe' });
    } catch {
      // the crash and exit(3) endings exit with an error status on purpose
    }
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).i);
  };
  const all = Array.from({ length: 300 }, (_, i) => i);

  it('writes the unfinished turn on process.exit()', () => {
    expect(linesAfter('process.exit(3);')).toEqual(all);
  }, 30_000);

  it('writes the unfinished turn when the process crashes', () => {
    expect(linesAfter("throw new Error('crash');")).toEqual(all);
  }, 30_000);
});
