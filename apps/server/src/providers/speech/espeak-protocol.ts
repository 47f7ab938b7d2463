/**
 * The pipe protocol between the server and its espeak-ng worker process. A request is one JSON line;
 * an answer is one JSON line, followed by `bytes` bytes of audio when `ok`.
 */
export type EspeakJob = { voice: string; rate: number; text: string };
export type EspeakAnswer = { ok: true; bytes: number } | { ok: false; reason: 'unavailable' | 'failed'; detail: string };

export const encodeJob = (job: EspeakJob) => `${JSON.stringify(job)}\n`;

export function encodeAnswer(answer: EspeakAnswer, audio?: Uint8Array): Buffer {
  const head = Buffer.from(`${JSON.stringify(answer)}\n`);
  return audio ? Buffer.concat([head, audio]) : head;
}

/**
 * Reads answers out of the chunks the pipe delivers (a header and its audio may arrive split
 * anywhere). A line that is not an answer means the worker is broken: `onBroken` is called and
 * nothing more is read.
 */
export function createAnswerReader(onAnswer: (answer: EspeakAnswer, audio: Buffer | null) => void, onBroken: (why: string) => void) {
  let buffered: Buffer = Buffer.alloc(0);
  let pending: Extract<EspeakAnswer, { ok: true }> | null = null;
  let broken = false;
  return (chunk: Buffer) => {
    if (broken) return;
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    for (;;) {
      if (pending) {
        if (buffered.length < pending.bytes) return;
        const audio = Buffer.from(buffered.subarray(0, pending.bytes));
        buffered = buffered.subarray(pending.bytes);
        const answer = pending;
        pending = null;
        onAnswer(answer, audio);
        continue;
      }
      const end = buffered.indexOf(0x0a);
      if (end < 0) return;
      const line = buffered.subarray(0, end).toString('utf8');
      buffered = buffered.subarray(end + 1);
      const answer = parseAnswer(line);
      if (!answer) {
        broken = true;
        onBroken(`unreadable answer from the espeak-ng worker: ${line.slice(0, 80)}`);
        return;
      }
      if (answer.ok) pending = answer;
      else onAnswer(answer, null);
    }
  };
}

function parseAnswer(line: string): EspeakAnswer | null {
  try {
    const value = JSON.parse(line) as Partial<EspeakAnswer> | null;
    if (value?.ok === true && typeof value.bytes === 'number' && Number.isSafeInteger(value.bytes) && value.bytes >= 0)
      return { ok: true, bytes: value.bytes };
    if (value?.ok === false && (value.reason === 'unavailable' || value.reason === 'failed'))
      return { ok: false, reason: value.reason, detail: String(value.detail ?? '') };
    return null;
  } catch {
    return null;
  }
}
