import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Boxes whose children are boxes, on the way to the image properties (`meta` is a full box: four bytes of version and flags first). */
const containers: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };

/**
 * The largest image size a HEIC/HEIF file declares, read from its container header (the `ispe`
 * property every image item must carry) without decoding anything; null when there is none.
 * A photo stored as tiles declares the whole picture's size too, so the largest is the picture's.
 */
export function heicDeclaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let largest: { width: number; height: number } | null = null;
  const walk = (from: number, to: number) => {
    let at = from;
    while (at + 8 <= to) {
      let size = view.getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      let header = 8;
      if (size === 1) {
        if (at + 16 > to) return;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) {
        size = to - at;
      }
      if (size < header || at + size > to) return;
      if (type === 'ispe' && size >= header + 12) {
        const width = view.getUint32(at + header + 4);
        const height = view.getUint32(at + header + 8);
        if (!largest || width * height > largest.width * largest.height) largest = { width, height };
      } else if (Object.hasOwn(containers, type)) {
        walk(at + header + containers[type]!, at + size);
      }
      at += size;
    }
  };
  walk(0, bytes.byteLength);
  return largest;
}

/** Decodes a HEIC/HEIF photo (libheif compiled to WebAssembly, no network, no native codec) to RGBA pixels; callers check `heicDeclaredSize` first. */
export async function decodeHeic(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number; channels: 4 }> {
  const decode = require('heic-decode') as (input: {
    buffer: Uint8Array;
  }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  const image = await decode({ buffer: bytes });
  return {
    data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    width: image.width,
    height: image.height,
    channels: 4,
  };
}
