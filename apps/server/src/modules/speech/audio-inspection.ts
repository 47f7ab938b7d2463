/** The audio containers browsers record (MediaRecorder) or the hands-free recorder writes (WAV). */
export type AudioFormat = 'audio/webm' | 'audio/ogg' | 'audio/wav' | 'audio/mp4';

/**
 * What can be told about an upload without decoding it. `seconds` is read from the container
 * (WAV's header, WebM's block times, Ogg's granule positions, MP4's movie header), or null where
 * it does not say (a fragmented MP4). `silent` is known only for PCM WAV, the one format whose
 * samples can be read without a decoder; `empty` means the container holds no audio at all.
 */
export type AudioInspection = { ok: true; format: AudioFormat; seconds: number | null; empty: boolean; silent: boolean } | { ok: false };

/** Loudest sample below this fraction of full scale: nothing said (the quietest speech peaks far above it). */
const silencePeak = 0.01;

/** The container, from the magic bytes only: a Content-Type header is the sender's claim, not a fact. */
export function sniffAudioFormat(audio: Buffer): AudioFormat | null {
  if (audio.length >= 12 && audio.toString('latin1', 0, 4) === 'RIFF' && audio.toString('latin1', 8, 12) === 'WAVE') return 'audio/wav';
  if (audio.length >= 4 && audio.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (audio.length >= 4 && audio.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
  if (audio.length >= 8 && audio.toString('latin1', 4, 8) === 'ftyp') return 'audio/mp4';
  return null;
}

export function inspectAudio(audio: Buffer): AudioInspection {
  const format = sniffAudioFormat(audio);
  switch (format) {
    case 'audio/wav':
      return inspectWav(audio);
    case 'audio/webm':
      return inspectWebm(audio);
    case 'audio/ogg':
      return inspectOgg(audio);
    case 'audio/mp4':
      return inspectMp4(audio);
    default:
      return { ok: false };
  }
}

/** RIFF chunks after the 12-byte header: `fmt ` says how samples are stored, `data` holds them. */
function inspectWav(audio: Buffer): AudioInspection {
  let fmt: { encoding: number; channels: number; byteRate: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= audio.length;) {
    const id = audio.toString('latin1', at, at + 4);
    const declared = audio.readUInt32LE(at + 4);
    const start = at + 8;
    // A recorder that streams writes its size fields last, or never (0 or 0xFFFFFFFF): the bytes present are what counts.
    const end = Math.min(audio.length, declared === 0 && id === 'data' ? audio.length : start + declared);
    if (id === 'fmt ' && end - start >= 16) {
      fmt = {
        encoding: audio.readUInt16LE(start),
        channels: audio.readUInt16LE(start + 2),
        byteRate: audio.readUInt32LE(start + 8),
        bits: audio.readUInt16LE(start + 14),
      };
    }
    if (id === 'data') {
      if (!fmt || fmt.byteRate === 0 || fmt.channels === 0) return { ok: false };
      const data = audio.subarray(start, end);
      return {
        ok: true,
        format: 'audio/wav',
        seconds: data.length / fmt.byteRate,
        empty: data.length === 0,
        silent: isSilentPcm(data, fmt.encoding, fmt.bits),
      };
    }
    at = start + declared + (declared % 2);
  }
  return { ok: false };
}

/** Integer PCM (8, 16, 24 or 32 bits) and 32-bit float: the loudest sample decides. Other encodings are not judged. */
function isSilentPcm(data: Buffer, encoding: number, bits: number): boolean {
  const pcm = encoding === 1 || encoding === 0xfffe;
  const float = encoding === 3 && bits === 32;
  if (!pcm && !float) return false;
  const bytes = bits / 8;
  let peak = 0;
  for (let at = 0; at + bytes <= data.length; at += bytes) {
    let value: number;
    if (float) value = Math.abs(data.readFloatLE(at));
    else if (bits === 8) value = Math.abs(data[at]! - 128) / 128;
    else if (bits === 16) value = Math.abs(data.readInt16LE(at)) / 32768;
    else if (bits === 24) value = Math.abs(data.readIntLE(at, 3)) / 8388608;
    else if (bits === 32) value = Math.abs(data.readInt32LE(at)) / 2147483648;
    else return false;
    if (value > peak) peak = value;
    if (peak >= silencePeak) return false;
  }
  return true;
}

/** Reads an EBML variable-length integer at `at`: its length, and its value with (`keepMarker`) or without the length marker. */
function readVint(audio: Buffer, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = audio[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > audio.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + audio[at + i]!;
    if (audio[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

const ebml = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  info: 0x1549a966,
  blockGroup: 0xa0,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
} as const;

/** Elements whose children are read in place (a live recording leaves their size unknown). */
const ebmlParents = new Set<number>([ebml.segment, ebml.cluster, ebml.info, ebml.blockGroup]);

/**
 * WebM: the Segment Info's Duration where the recorder wrote one; MediaRecorder, which streams,
 * never does, so the end is also read from the last block's time (cluster time + block offset).
 */
function inspectWebm(audio: Buffer): AudioInspection {
  let scaleNs = 1_000_000;
  let declaredTicks: number | null = null;
  let clusterTicks = 0;
  let lastBlockTicks: number | null = null;
  let blocks = 0;
  for (let at = 0; at < audio.length;) {
    const id = readVint(audio, at, true);
    if (!id) break;
    const size = readVint(audio, at + id.length, false);
    if (!size) break;
    const start = at + id.length + size.length;
    if (ebmlParents.has(id.value)) {
      at = start;
      continue;
    }
    if (size.unknown) break;
    const end = start + size.value;
    if (end > audio.length) break;
    if (id.value === ebml.timecodeScale) scaleNs = audio.readUIntBE(start, Math.min(6, size.value)) || scaleNs;
    else if (id.value === ebml.duration)
      declaredTicks = size.value === 4 ? audio.readFloatBE(start) : size.value === 8 ? audio.readDoubleBE(start) : null;
    else if (id.value === ebml.clusterTimecode) clusterTicks = audio.readUIntBE(start, Math.min(6, size.value));
    else if (id.value === ebml.simpleBlock || id.value === ebml.block) {
      const track = readVint(audio, start, false);
      if (track && start + track.length + 2 <= end) {
        const ticks = clusterTicks + audio.readInt16BE(start + track.length);
        lastBlockTicks = Math.max(lastBlockTicks ?? 0, ticks);
        blocks++;
      }
    }
    at = end;
  }
  const ticks = Math.max(declaredTicks ?? 0, lastBlockTicks ?? 0);
  return { ok: true, format: 'audio/webm', seconds: (ticks * scaleNs) / 1e9, empty: blocks === 0, silent: false };
}

/**
 * Ogg (Opus or Vorbis): pages carry the number of samples decoded so far (the granule position);
 * the largest, over the codec's sample rate (Opus always counts at 48 kHz), is the length.
 */
function inspectOgg(audio: Buffer): AudioInspection {
  let rate: number | null = null;
  let preSkip = 0;
  let granule = 0;
  let headerPages = 0;
  let pages = 0;
  for (let at = 0; at + 27 <= audio.length && audio.toString('latin1', at, at + 4) === 'OggS';) {
    const segments = audio[at + 26]!;
    if (at + 27 + segments > audio.length) break;
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += audio[at + 27 + i]!;
    const body = at + 27 + segments;
    if (pages === 0) {
      if (audio.toString('latin1', body, body + 8) === 'OpusHead') {
        rate = 48000;
        preSkip = audio.readUInt16LE(body + 10);
        headerPages = 2;
      } else if (audio.toString('latin1', body + 1, body + 7) === 'vorbis') {
        rate = audio.readUInt32LE(body + 12);
        headerPages = 3;
      }
    }
    const position = audio.readBigInt64LE(at + 6);
    // -1: no packet ends on this page.
    if (position > 0n && Number(position) > granule) granule = Number(position);
    pages++;
    at = body + bodyLength;
  }
  if (!rate) return { ok: false };
  const seconds = Math.max(0, granule - preSkip) / rate;
  return { ok: true, format: 'audio/ogg', seconds, empty: pages <= headerPages || seconds === 0, silent: false };
}

/** Boxes whose children are read in place to reach the movie header. */
const mp4Parents = new Set(['moov']);

/**
 * MP4: the movie header's duration over its time scale. Safari's recorder writes fragmented MP4
 * with a zero duration there; then the length is unknown (null) and only the size limit holds.
 */
function inspectMp4(audio: Buffer): AudioInspection {
  let hasMedia = false;
  let seconds: number | null = null;
  for (let at = 0; at + 8 <= audio.length;) {
    let size = audio.readUInt32BE(at);
    const type = audio.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1 && at + 16 <= audio.length) {
      size = Number(audio.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = audio.length - at;
    if (size < header) break;
    if (type === 'mdat' && size > header) hasMedia = true;
    if (type === 'mvhd' && at + header + 32 <= audio.length) {
      const version = audio[at + header]!;
      const scale = version === 1 ? audio.readUInt32BE(at + header + 20) : audio.readUInt32BE(at + header + 12);
      const duration = version === 1 ? Number(audio.readBigUInt64BE(at + header + 24)) : audio.readUInt32BE(at + header + 16);
      if (scale > 0 && duration > 0 && duration !== 0xffffffff) seconds = duration / scale;
    }
    at = mp4Parents.has(type) ? at + header : at + size;
  }
  return { ok: true, format: 'audio/mp4', seconds, empty: !hasMedia, silent: false };
}
