import { writeSync } from 'node:fs';
import { register as onExit } from 'on-exit-leak-free';
import pino from 'pino';

type SonicBoom = ReturnType<typeof pino.destination>;

/**
 * Where the server's log lines go: standard output, written in the background by pino's
 * sonic-boom, one hand-over for each turn of the event loop. None when logging is off.
 */
export function logDestination(level: string) {
  return level === 'silent' ? undefined : new LinesPerTurn(1);
}

/**
 * A pino destination that collects the lines written during one turn of the event loop and hands
 * them to sonic-boom as one string when the turn ends.
 *
 * sonic-boom (4.2 and 5.0 alike) appends each line to the text it has not written yet and then
 * measures that text's UTF-8 length, which makes V8 copy it into one piece: every line copied all
 * the lines before it, up to 16 KB. With 200 requests answered in a turn that was about 6 KB of
 * garbage a request, half of all the server allocated, and it lived long enough to fill the old
 * generation, whose collections stalled every connection for a tenth of a second every few seconds
 * (decision 0059). Joining a turn's lines copies each line once.
 *
 * Nothing is lost on exit, crashes included: `flushSync` runs then, as pino does for sonic-boom.
 */
export class LinesPerTurn {
  readonly #fd: number;
  readonly #out: SonicBoom;
  #lines: string[] = [];
  #handOverScheduled = false;

  constructor(fd: number, out: SonicBoom = pino.destination({ dest: fd, sync: false })) {
    this.#fd = fd;
    this.#out = out;
    onExit(this, (destination) => {
      try {
        destination.flushSync();
      } catch {
        // Output closed or never opened: at exit there is nowhere else to write.
      }
    });
  }

  write(line: string): boolean {
    this.#lines.push(line);
    if (!this.#handOverScheduled) {
      this.#handOverScheduled = true;
      setImmediate(this.#handOver);
    }
    return true;
  }

  /** pino's `logger.flush(callback)`: the waiting lines go to sonic-boom, which flushes. */
  flush(callback?: (error?: Error) => void): void {
    this.#handOver();
    this.#out.flush(callback);
  }

  /**
   * Everything logged so far, written before this returns: what sonic-boom holds, then this turn's
   * lines. The lines go straight to the file: handed to sonic-boom they would start a background
   * write that an exiting process does not wait for.
   */
  flushSync(): void {
    this.#out.flushSync();
    const text = this.#take();
    if (text) writeFullySync(this.#fd, text);
  }

  readonly #handOver = () => {
    this.#handOverScheduled = false;
    const text = this.#take();
    if (text) this.#out.write(text);
  };

  #take(): string {
    if (this.#lines.length === 0) return '';
    const text = this.#lines.join('');
    this.#lines = [];
    return text;
  }
}

/** Writes all of `text`, waiting out a full non-blocking pipe for up to a second as sonic-boom does. */
function writeFullySync(fd: number, text: string) {
  let rest = Buffer.from(text);
  for (let waits = 0; rest.length > 0 && waits < 100;) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      waits++;
    }
  }
}
