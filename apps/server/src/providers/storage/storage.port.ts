/**
 * The file storage port (ARCHITECTURE.md, "Runs offline"): local disk by default, any
 * S3-compatible service when configured. Keys are server-made (never from user input).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<folder>/<uuid>` made by the server; anything else is refused so no key can escape its folder. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9-]+\/[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key: ${key}`);
}
