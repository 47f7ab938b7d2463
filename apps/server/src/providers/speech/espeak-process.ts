import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAnswerReader, encodeJob, type EspeakAnswer, type EspeakJob } from './espeak-protocol.js';
import { SpeechEngineError } from './speech.port.js';

export type EspeakProcessOptions = {
  /** espeak-ng's JavaScript file. */
  enginePath: string;
  /** Longest wait for one phrase; past it the worker is stopped and started again for the next. */
  timeoutMs: number;
  /** Extra time the first Japanese phrase of a worker may take: kuromoji loads its dictionary then. */
  dictionaryMs?: number;
  /** Phrases waiting behind the current one, at most; more are refused at once instead of piling up. */
  maxWaiting?: number;
  /** Idle time after which the worker exits to give its memory back (10 minutes unless tests say otherwise). */
  idleExitMs?: number;
  /** Where the worker's own error lines and restarts are reported. */
  onLog?: (message: string) => void;
};

type Pending = { job: EspeakJob; resolve: (audio: Buffer) => void; reject: (error: SpeechEngineError) => void };

const fromSource = import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(new URL(fromSource ? './espeak-worker.ts' : './espeak-worker.js', import.meta.url));

/** Running from the TypeScript sources (tests, development), the worker is loaded through tsx. */
function workerArgs(enginePath: string, idleExitMs: number): string[] {
  const loader = fromSource ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  return [...loader, workerFile, enginePath, String(idleExitMs)];
}

/**
 * The server's side of the espeak-ng worker: started on the first phrase and kept warm, one phrase
 * at a time, started again after it dies or is stopped for taking too long. Whatever the worker
 * does, callers get audio or a SpeechEngineError, and the server stays up.
 */
export function createEspeakProcess(options: EspeakProcessOptions) {
  const { timeoutMs, dictionaryMs = 30_000, maxWaiting = 32, idleExitMs = 10 * 60_000, onLog = () => {} } = options;
  const waiting: Pending[] = [];
  let child: ChildProcessWithoutNullStreams | null = null;
  let current: (Pending & { timer: NodeJS.Timeout; worker: ChildProcessWithoutNullStreams }) | null = null;
  let japaneseLoaded = false;
  let closed = false;

  /** Ends the current phrase, if `worker` (when given) is the one working on it: a stopped worker's last words are ignored. */
  function settle(outcome: { audio: Buffer } | { error: SpeechEngineError }, worker?: ChildProcessWithoutNullStreams) {
    if (!current || (worker && current.worker !== worker)) return;
    const { resolve, reject, timer, job } = current;
    clearTimeout(timer);
    current = null;
    if ('audio' in outcome) {
      if (job.voice === 'ja') japaneseLoaded = true;
      resolve(outcome.audio);
    } else reject(outcome.error);
    next();
  }

  function onAnswer(worker: ChildProcessWithoutNullStreams, answer: EspeakAnswer, audio: Buffer | null) {
    if (answer.ok) return settle({ audio: audio! }, worker);
    onLog(`espeak-ng worker: ${answer.reason}: ${answer.detail}`);
    settle({ error: new SpeechEngineError(answer.reason, `espeak-ng ${answer.reason}`) }, worker);
  }

  function stop(worker: ChildProcessWithoutNullStreams) {
    if (child === worker) child = null;
    worker.kill('SIGKILL');
  }

  function start(): ChildProcessWithoutNullStreams {
    const worker = spawn(process.execPath, workerArgs(options.enginePath, idleExitMs), {
      stdio: ['pipe', 'pipe', 'pipe'],
      // Nothing of the server's environment (secrets included) is needed to read text aloud.
      env: { PATH: process.env.PATH ?? '' },
    });
    japaneseLoaded = false;
    worker.stdout.on(
      'data',
      createAnswerReader(
        (answer, audio) => onAnswer(worker, answer, audio),
        (why) => {
          onLog(why);
          stop(worker);
        },
      ),
    );
    worker.stderr.setEncoding('utf8').on('data', (text: string) => onLog(`espeak-ng worker: ${text.trim().slice(0, 500)}`));
    // A broken pipe or a failed spawn shows up as the exit below; these only keep them from being thrown.
    worker.stdin.on('error', () => {});
    worker.on('error', (error) => {
      onLog(`espeak-ng worker could not run: ${error.message}`);
      if (child === worker) child = null;
      settle({ error: new SpeechEngineError('unavailable', 'espeak-ng worker could not start') }, worker);
    });
    worker.on('exit', (code, signal) => {
      if (child === worker) child = null;
      if (code === 0 && !closed && current?.worker === worker) {
        // It left for being idle just as this phrase was sent: the phrase goes to a new worker.
        const { job, resolve, reject, timer } = current;
        clearTimeout(timer);
        current = null;
        waiting.unshift({ job, resolve, reject });
        return next();
      }
      // Exit code 0 is the worker leaving after idle minutes; anything else is worth a line in the log.
      if (!closed && code !== 0) onLog(`espeak-ng worker exited (${signal ?? code}); the next phrase starts a new one`);
      settle({ error: new SpeechEngineError('failed', 'espeak-ng worker exited') }, worker);
    });
    return worker;
  }

  function next() {
    if (current || closed) return;
    const pending = waiting.shift();
    if (!pending) return;
    child ??= start();
    const worker = child;
    const limit = timeoutMs + (pending.job.voice === 'ja' && !japaneseLoaded ? dictionaryMs : 0);
    const timer = setTimeout(() => {
      onLog(`espeak-ng worker took over ${limit} ms: stopped`);
      const error = new SpeechEngineError('timeout', 'espeak-ng took too long');
      stop(worker);
      settle({ error }, worker);
    }, limit);
    current = { ...pending, timer, worker };
    worker.stdin.write(encodeJob(pending.job));
  }

  return {
    run(job: EspeakJob): Promise<Buffer> {
      if (closed) return Promise.reject(new SpeechEngineError('unavailable', 'espeak-ng is shut down'));
      if (waiting.length >= maxWaiting) return Promise.reject(new SpeechEngineError('timeout', 'espeak-ng is busy'));
      return new Promise((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        next();
      });
    },
    /** Whether a worker is running (tests check it is started again after dying). */
    get pid(): number | undefined {
      return child?.pid;
    },
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(new SpeechEngineError('unavailable', 'espeak-ng is shut down'));
      if (child) stop(child);
      settle({ error: new SpeechEngineError('unavailable', 'espeak-ng is shut down') });
    },
  };
}
