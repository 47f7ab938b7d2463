import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Decodes a HEIC/HEIF photo (libheif compiled to WebAssembly, no network, no native codec) to RGBA pixels. */
export async function decodeHeic(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number; channels: 4 }> {
  const decode = require('heic-decode') as (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  const image = await decode({ buffer: bytes });
  return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height, channels: 4 };
}
