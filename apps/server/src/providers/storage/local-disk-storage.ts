import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './storage.port.js';

/** Files under a directory outside the web root (by default `<DATA_DIR>/uploads`), written atomically. */
export function createLocalDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      return new Uint8Array(await readFile(fileOf(key)));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
