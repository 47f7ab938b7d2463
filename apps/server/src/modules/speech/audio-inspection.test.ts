import { describe, expect, it } from 'vitest';
import { oggOpusOf, wavOf, webmOf } from '../../test/audio-samples.js';
import { inspectAudio, sniffAudioFormat } from './audio-inspection.js';

/** An MP4 with `ftyp`, a `moov` holding a version-0 `mvhd` (time scale 1000) and an `mdat` of audio. */
function mp4Of(durationMs: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(durationMs, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A \0\0\0\0', 'latin1')),
    box('moov', box('mvhd', mvhd)),
    box('mdat', Buffer.alloc(500, 1)),
  ]);
}

describe('sniffAudioFormat', () => {
  it('reads the container from the bytes', () => {
    expect(sniffAudioFormat(wavOf(0.1))).toBe('audio/wav');
    expect(sniffAudioFormat(webmOf(0.1))).toBe('audio/webm');
    expect(sniffAudioFormat(oggOpusOf(1))).toBe('audio/ogg');
    expect(sniffAudioFormat(mp4Of(1000))).toBe('audio/mp4');
  });

  it('knows nothing else, whatever the sender claims', () => {
    expect(sniffAudioFormat(Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'))).toBeNull();
    expect(sniffAudioFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffAudioFormat(Buffer.from('RIFF\0\0\0\0AVI ', 'latin1'))).toBeNull();
    expect(sniffAudioFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspectAudio', () => {
  it('times a WAV from its header and data', () => {
    expect(inspectAudio(wavOf(2.5))).toEqual({ ok: true, format: 'audio/wav', seconds: 2.5, empty: false, silent: false });
    expect(inspectAudio(wavOf(31, { rate: 8000 }))).toMatchObject({ seconds: 31 });
  });

  it('times a streamed WAV whose data size was never written from the bytes present', () => {
    const wav = wavOf(1);
    wav.writeUInt32LE(0xffffffff, 40);
    expect(inspectAudio(wav)).toMatchObject({ seconds: 1 });
  });

  it('calls a WAV of zeros or of a faint hum silent, and one with no samples empty', () => {
    expect(inspectAudio(wavOf(1, { amplitude: 0 }))).toMatchObject({ silent: true });
    expect(inspectAudio(wavOf(1, { amplitude: 0.005 }))).toMatchObject({ silent: true });
    expect(inspectAudio(wavOf(1, { amplitude: 0.05 }))).toMatchObject({ silent: false });
    expect(inspectAudio(wavOf(0))).toMatchObject({ empty: true });
  });

  it('refuses a WAV without a format chunk', () => {
    const wav = wavOf(1);
    wav.write('junk', 12, 'latin1');
    expect(inspectAudio(wav)).toEqual({ ok: false });
  });

  it('times a recorder’s WebM (no Duration) from its last block, across clusters', () => {
    expect((inspectAudio(webmOf(3)) as { seconds: number }).seconds).toBeCloseTo(2.98, 2);
    expect((inspectAudio(webmOf(31)) as { seconds: number }).seconds).toBeGreaterThan(30);
  });

  it('believes a longer WebM Duration than its blocks show (the blocks may be cut off)', () => {
    expect(inspectAudio(webmOf(2, 45))).toMatchObject({ seconds: 45 });
  });

  it('calls a WebM with a header and no blocks empty', () => {
    expect(inspectAudio(webmOf(0))).toMatchObject({ format: 'audio/webm', empty: true });
  });

  it('times Ogg Opus by its last granule position, less the pre-skip', () => {
    expect(inspectAudio(oggOpusOf(4))).toEqual({ ok: true, format: 'audio/ogg', seconds: 4, empty: false, silent: false });
    expect(inspectAudio(oggOpusOf(0))).toMatchObject({ empty: true });
  });

  it('times an MP4 from its movie header, and admits it cannot when the recorder left it at zero', () => {
    expect(inspectAudio(mp4Of(12_500))).toMatchObject({ format: 'audio/mp4', seconds: 12.5, empty: false });
    expect(inspectAudio(mp4Of(0))).toMatchObject({ seconds: null });
  });
});
