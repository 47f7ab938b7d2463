import { Worker } from 'node:worker_threads';
import { worksheetLimits } from '@brainboost/domain/worksheet/worksheet-upload';
import type { DecodeReply, DecodeRequest } from './worksheet-decoder.worker.js';
import { worksheetErrors } from './worksheet.errors.js';

export type DecoderLimits = {
  /** How long one step (checking an upload, one page's text, rendering one page, preparing one image) may take before its thread is ended. */
  stepMs: number;
  /** The thread's JavaScript heap (pdf.js keeps a parsed file there); canvas and image pixels are bounded by the page limits instead. */
  heapMb: number;
};

/**
 * A page renders and is prepared in under a second here and an upload is checked in less; twenty
 * seconds leaves room for a busy server while a file built to be slow ends long before it could
 * hold a job for minutes. The heap holds a 10 MB PDF's parsed objects several times over.
 */
export const decoderLimits: DecoderLimits = { stepMs: 20_000, heapMb: 256 };

// Run from source (tests, development) the thread is TypeScript too: it registers hooks that compile
// it first. The build compiles it to JavaScript beside this file.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './worksheet-decoder.worker.ts' : './worksheet-decoder.worker.js', import.meta.url);
const workerScript = (): [string | URL, { eval?: boolean }] => {
  if (!fromSource) return [workerFile, {}];
  const hooks = new URL('./worksheet-decoder.source-hooks.mjs', import.meta.url).href;
  return [
    `import('node:module').then(({ register }) => { register(${JSON.stringify(hooks)}); return import(${JSON.stringify(workerFile.href)}); })`,
    { eval: true },
  ];
};

export type Decoder = {
  /** Sends one request and waits for its answer (one at a time); a refusal rejects with its worksheet error. */
  request<T>(request: DecodeRequest): Promise<T>;
  close(): Promise<void>;
};

/** Starts a decoding thread of its own: a step over `limits.stepMs` or a heap over `limits.heapMb` ends it, and its request fails with a worksheet error. */
export function startDecoder(limits: DecoderLimits = decoderLimits): Decoder {
  const [script, options] = workerScript();
  const worker = new Worker(script, { ...options, workerData: worksheetLimits, resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
  let waiting: { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | null = null;
  let ended: Error | null = null;

  const settle = () => {
    const current = waiting;
    waiting = null;
    if (current) clearTimeout(current.timer);
    return current;
  };
  const end = (error: Error) => {
    ended ??= error;
    settle()?.reject(ended);
  };

  worker.on('message', (reply: DecodeReply) => {
    const current = settle();
    if (!current) return;
    if ('ok' in reply) current.resolve(reply.ok);
    else if ('refusal' in reply) current.reject(worksheetErrors[reply.refusal]());
    else current.reject(new Error(reply.failure));
  });
  worker.on('error', (error: Error & { code?: string }) =>
    end(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? worksheetErrors.readOutOfMemory() : error),
  );
  worker.on('exit', () => end(new Error('the worksheet decoder stopped')));

  return {
    request<T>(request: DecodeRequest) {
      if (ended) return Promise.reject(ended);
      if (waiting) return Promise.reject(new Error('the worksheet decoder is busy'));
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          end(worksheetErrors.readTimedOut());
          void worker.terminate();
        }, limits.stepMs);
        waiting = { resolve: resolve as (value: unknown) => void, reject, timer };
        worker.postMessage(request);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}

/** Runs `use` with a decoding thread of its own, ended afterwards: whatever the file took, its memory goes with the thread. */
export async function withDecoder<T>(use: (decoder: Decoder) => Promise<T>, limits: DecoderLimits = decoderLimits): Promise<T> {
  const decoder = startDecoder(limits);
  try {
    return await use(decoder);
  } finally {
    await decoder.close();
  }
}
