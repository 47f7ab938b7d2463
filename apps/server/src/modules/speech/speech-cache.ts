import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SpeechAudio } from '../../providers/speech/speech.port.js';

/** What makes two phrases sound the same: the engine, its voice (and model), the speed and the exact text. */
export type SpeechCacheKey = { engine: string; voice: string; speed: string; text: string };

export const speechCacheKey = (key: SpeechCacheKey) =>
  createHash('sha256')
    .update(JSON.stringify([key.engine, key.voice, key.speed, key.text]))
    .digest('hex');

/** Audio types kept on disk, by file extension (the extension tells the content type back). */
const extensions: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'audio/webm': 'webm',
};
const contentTypes = Object.fromEntries(Object.entries(extensions).map(([type, extension]) => [extension, type]));
const fileName = /^([0-9a-f]{64})\.([a-z0-9]+)$/;

export type SpeechCacheOptions = {
  /** Under the server's data directory, outside the web root: audio is only ever sent by the route. */
  dir: string;
  /** Disk space the audio may take; past it the oldest phrases are removed. */
  maxBytes: number;
  /** The most recently used phrases kept in memory as well. */
  memoryMaxBytes: number;
};

export type SpeechCache = Awaited<ReturnType<typeof openSpeechCache>>;

/**
 * Synthesised phrases on disk, bounded in size (the least recently used go first), with a small
 * in-memory LRU in front. Only audio made from text is kept, never a user's recording. Several
 * servers may share the folder: a file another server removed is simply a miss.
 */
export async function openSpeechCache({ dir, maxBytes, memoryMaxBytes }: SpeechCacheOptions) {
  // Insertion order is use order: the first entry is the one to remove next.
  const onDisk = new Map<string, { bytes: number; extension: string }>();
  const files = await Promise.all(
    // The folder is made with the first phrase kept: a server that never speaks leaves no trace.
    (await readdir(dir).catch(() => [] as string[])).map(async (name) => {
      // A write cut short by a crash: never renamed into place, never served.
      if (name.endsWith('.part'))
        return unlink(path.join(dir, name)).then(
          () => null,
          () => null,
        );
      const match = fileName.exec(name);
      if (!match || !contentTypes[match[2]!]) return null;
      const stats = await stat(path.join(dir, name)).catch(() => null);
      return stats ? { hash: match[1]!, extension: match[2]!, bytes: stats.size, usedAt: stats.mtimeMs } : null;
    }),
  );
  for (const file of files.filter((f) => f !== null).sort((a, b) => a.usedAt - b.usedAt))
    onDisk.set(file.hash, { bytes: file.bytes, extension: file.extension });
  let diskBytes = [...onDisk.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  const inMemory = new Map<string, SpeechAudio>();
  let memoryBytes = 0;

  const fileOf = (hash: string, extension: string) => path.join(dir, `${hash}.${extension}`);

  function remember(hash: string, audio: SpeechAudio) {
    const previous = inMemory.get(hash);
    if (previous) memoryBytes -= previous.audio.length;
    inMemory.delete(hash);
    if (audio.audio.length > memoryMaxBytes) return;
    inMemory.set(hash, audio);
    memoryBytes += audio.audio.length;
    for (const [oldest, entry] of inMemory) {
      if (memoryBytes <= memoryMaxBytes) break;
      inMemory.delete(oldest);
      memoryBytes -= entry.audio.length;
    }
  }

  function forget(hash: string) {
    const entry = onDisk.get(hash);
    if (!entry) return;
    onDisk.delete(hash);
    diskBytes -= entry.bytes;
  }

  async function evict() {
    const removals: Promise<void>[] = [];
    for (const [oldest, entry] of onDisk) {
      if (diskBytes <= maxBytes) break;
      forget(oldest);
      removals.push(unlink(fileOf(oldest, entry.extension)).catch(() => {}));
    }
    await Promise.all(removals);
  }

  return {
    async get(hash: string): Promise<SpeechAudio | null> {
      const kept = inMemory.get(hash);
      if (kept) {
        remember(hash, kept);
        return kept;
      }
      const entry = onDisk.get(hash);
      if (!entry) return null;
      const file = fileOf(hash, entry.extension);
      const audio = await readFile(file).catch(() => null);
      if (!audio) {
        forget(hash);
        return null;
      }
      onDisk.delete(hash);
      onDisk.set(hash, entry);
      // The file's time records its last use, so a restart keeps the order; losing it only ages the phrase.
      const now = new Date();
      void utimes(file, now, now).catch(() => {});
      const found = { audio, contentType: contentTypes[entry.extension]! };
      remember(hash, found);
      return found;
    },
    /** Keeps `audio`; throws only when the disk refuses it (the caller still has the audio to send). */
    async put(hash: string, audio: SpeechAudio): Promise<void> {
      remember(hash, audio);
      const extension = extensions[audio.contentType];
      if (!extension || audio.audio.length > maxBytes) return;
      const file = fileOf(hash, extension);
      const partial = `${file}.${randomUUID()}.part`;
      await mkdir(dir, { recursive: true });
      await writeFile(partial, audio.audio);
      await rename(partial, file);
      forget(hash);
      onDisk.set(hash, { bytes: audio.audio.length, extension });
      diskBytes += audio.audio.length;
      await evict();
    },
    get diskBytes() {
      return diskBytes;
    },
  };
}
