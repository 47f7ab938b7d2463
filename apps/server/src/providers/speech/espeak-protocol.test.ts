import { describe, expect, it } from 'vitest';
import { createAnswerReader, encodeAnswer, type EspeakAnswer } from './espeak-protocol.js';

function reader() {
  const answers: [EspeakAnswer, string | null][] = [];
  const broken: string[] = [];
  const read = createAnswerReader(
    (answer, audio) => answers.push([answer, audio ? audio.toString('latin1') : null]),
    (why) => broken.push(why),
  );
  return { read, answers, broken };
}

describe('espeak-ng worker pipe protocol', () => {
  it('reads answers however the pipe splits them, audio bytes that contain newlines included', () => {
    const stream = Buffer.concat([
      encodeAnswer({ ok: true, bytes: 6 }, Buffer.from('RI\nF\n\n', 'latin1')),
      encodeAnswer({ ok: false, reason: 'failed', detail: 'bad voice' }),
      encodeAnswer({ ok: true, bytes: 0 }, Buffer.alloc(0)),
    ]);
    for (const size of [1, 3, 7, stream.length]) {
      const { read, answers, broken } = reader();
      for (let at = 0; at < stream.length; at += size) read(stream.subarray(at, at + size));
      expect(broken).toEqual([]);
      expect(answers).toEqual([
        [{ ok: true, bytes: 6 }, 'RI\nF\n\n'],
        [{ ok: false, reason: 'failed', detail: 'bad voice' }, null],
        [{ ok: true, bytes: 0 }, ''],
      ]);
    }
  });

  it('gives up on a worker that writes anything else', () => {
    const { read, answers, broken } = reader();
    read(Buffer.from('warning: something\n{"ok":true,"bytes":1}\nx'));
    expect(answers).toEqual([]);
    expect(broken).toHaveLength(1);
    read(Buffer.from('{"ok":false,"reason":"failed","detail":""}\n'));
    expect(answers).toEqual([]);
  });
});
