/** Real container headers made in tests: 16-bit mono PCM WAV, a MediaRecorder-style WebM and an Ogg Opus stream. */

/** WAV of `seconds` at `rate`: a 220 Hz tone at `amplitude` of full scale (0 for digital silence). */
export function wavOf(seconds: number, { rate = 16000, amplitude = 0.3 } = {}): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2);
  return wav;
}

const element = (id: number[], body: Buffer): Buffer => {
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([Buffer.from(id), size, body]);
};
/** An element of unknown size, as a live recorder writes Segment and Cluster. */
const unknownSize = (id: number[]) => Buffer.concat([Buffer.from(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])]);
const uint = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * WebM as Chrome's MediaRecorder writes it: EBML header, a Segment and Clusters of unknown size, no
 * Duration; one Opus block every 20 ms (blocks of 100 bytes) for `seconds`. `declaredSeconds`
 * adds a Segment Info Duration, as a finished file has.
 */
export function webmOf(seconds: number, declaredSeconds?: number): Buffer {
  const parts: Buffer[] = [
    element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm'))),
    unknownSize([0x18, 0x53, 0x80, 0x67]),
  ];
  const info = [element([0x2a, 0xd7, 0xb1], uint(1_000_000))];
  if (declaredSeconds !== undefined) {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(declaredSeconds * 1000);
    info.push(element([0x44, 0x89], duration));
  }
  parts.push(element([0x15, 0x49, 0xa9, 0x66], Buffer.concat(info)));
  const totalMs = Math.round(seconds * 1000);
  for (let clusterMs = 0; clusterMs < totalMs; clusterMs += 10_000) {
    parts.push(unknownSize([0x1f, 0x43, 0xb6, 0x75]), element([0xe7], uint(clusterMs)));
    for (let offset = 0; offset < 10_000 && clusterMs + offset < totalMs; offset += 20) {
      const block = Buffer.alloc(104, 0x55);
      block[0] = 0x81;
      block.writeInt16BE(offset, 1);
      block[3] = 0x80;
      parts.push(element([0xa3], block));
    }
  }
  return Buffer.concat(parts);
}

function crcless(page: { granule: bigint; serial: number; sequence: number; body: Buffer; flags: number }): Buffer {
  const segments: number[] = [];
  let left = page.body.length;
  while (left >= 255) {
    segments.push(255);
    left -= 255;
  }
  segments.push(left);
  const header = Buffer.alloc(27 + segments.length);
  header.write('OggS', 0, 'latin1');
  header[5] = page.flags;
  header.writeBigInt64LE(page.granule, 6);
  header.writeUInt32LE(page.serial, 14);
  header.writeUInt32LE(page.sequence, 18);
  header[26] = segments.length;
  segments.forEach((s, i) => (header[27 + i] = s));
  return Buffer.concat([header, page.body]);
}

/** Ogg Opus (OpusHead with a 312-sample pre-skip, OpusTags, then one audio page a second) lasting `seconds`. */
export function oggOpusOf(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48000, 12);
  const pages = [
    crcless({ granule: 0n, serial: 1, sequence: 0, body: head, flags: 2 }),
    crcless({ granule: 0n, serial: 1, sequence: 1, body: Buffer.from('OpusTags\0\0\0\0\0\0\0\0', 'latin1'), flags: 0 }),
  ];
  for (let second = 1; second <= Math.ceil(seconds); second++) {
    const granule = BigInt(Math.round(Math.min(second, seconds) * 48000) + 312);
    pages.push(crcless({ granule, serial: 1, sequence: second + 1, body: Buffer.alloc(400, 0x33), flags: 0 }));
  }
  return Buffer.concat(pages);
}
