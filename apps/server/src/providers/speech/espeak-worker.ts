import { createInterface } from 'node:readline';
import { encodeAnswer, type EspeakAnswer, type EspeakJob } from './espeak-protocol.js';
import { loadEspeakWasm } from './espeak-wasm.js';
import { createJapaneseReader } from './japanese-katakana.js';

/**
 * The espeak-ng worker process (decision 0090): espeak-ng is GPL-3.0, so it runs here, apart from
 * the server, which sends it text over a pipe and reads back WAV bytes. One job at a time, in order.
 * argv[2] is the path of espeak-ng's JavaScript file, argv[3] how many idle milliseconds before it exits.
 */
const enginePath = process.argv[2] ?? '';
const errors: string[] = [];
const onError = (line: string) => {
  errors.push(line);
  if (errors.length > 20) errors.shift();
};
let engine: ReturnType<typeof loadEspeakWasm> | null = null;
const readJapanese = createJapaneseReader();

async function answer(job: EspeakJob): Promise<{ head: EspeakAnswer; audio?: Uint8Array }> {
  let synthesize: Awaited<ReturnType<typeof loadEspeakWasm>>;
  try {
    synthesize = await (engine ??= loadEspeakWasm(enginePath, onError));
  } catch (error) {
    // Not installed or not loadable: every job says so, and the server answers "unavailable".
    return { head: { ok: false, reason: 'unavailable', detail: String(error) } };
  }
  try {
    const text = job.voice === 'ja' ? await readJapanese(job.text) : job.text;
    errors.length = 0;
    const audio = synthesize({ ...job, text });
    return { head: { ok: true, bytes: audio.length }, audio };
  } catch (error) {
    return { head: { ok: false, reason: 'failed', detail: [String(error), ...errors].join(' | ').slice(0, 500) } };
  }
}

/** An idle worker exits, giving back its memory (~450 MB with the Japanese dictionary); the server starts another when needed. */
const idleExitMs = Number(process.argv[3]) || 10 * 60_000;
let idle = setTimeout(() => process.exit(0), idleExitMs);

const write = (bytes: Buffer) =>
  new Promise<void>((resolve, reject) => process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())));

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  clearTimeout(idle);
  let job: EspeakJob;
  try {
    job = JSON.parse(line) as EspeakJob;
  } catch {
    await write(encodeAnswer({ ok: false, reason: 'failed', detail: 'unreadable job' }));
    idle = setTimeout(() => process.exit(0), idleExitMs);
    continue;
  }
  const { head, audio } = await answer(job);
  await write(encodeAnswer(head, audio));
  idle = setTimeout(() => process.exit(0), idleExitMs);
}
