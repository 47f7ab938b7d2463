/**
 * Mono samples in [-1, 1] as a 16-bit PCM WAV: what the VAD hands over at the end of speech
 * (16 kHz), sent as is: 30 s is 960 KB, and the server can check it for silence.
 */
export function wavBytes(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const wav = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (at: number, value: string) => [...value].forEach((c, i) => wav.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  wav.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  wav.setUint32(16, 16, true);
  wav.setUint16(20, 1, true);
  wav.setUint16(22, 1, true);
  wav.setUint32(24, sampleRate, true);
  wav.setUint32(28, sampleRate * 2, true);
  wav.setUint16(32, 2, true);
  wav.setUint16(34, 16, true);
  text(36, 'data');
  wav.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    wav.setInt16(44 + i * 2, Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff), true);
  });
  return wav.buffer;
}

export const encodeWav = (samples: Float32Array, sampleRate: number): Blob =>
  new Blob([wavBytes(samples, sampleRate)], { type: 'audio/wav' });
