import { describe, expect, it } from 'vitest';
import { encodeWav, wavBytes } from './wav-encoding';

describe('encodeWav', () => {
  it('writes a 16 kHz mono 16-bit header and the samples, clamped', () => {
    expect(encodeWav(new Float32Array(1), 16000).type).toBe('audio/wav');
    const view = new DataView(wavBytes(new Float32Array([0, 0.5, -1, 2]), 16000));
    const text = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 16384, -32768, 32767]);
  });
});
