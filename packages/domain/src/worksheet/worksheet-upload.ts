/**
 * What a worksheet upload may be (decided from its bytes, never from its name or Content-Type).
 * Pure: the server calls these before anything is stored; the web app shows the same limits.
 */
export const worksheetLimits = {
  /** Largest file accepted, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** Most pages a PDF may have. */
  maxPages: 10,
  /** Largest image accepted, in pixels (a 48-megapixel phone photo fits). */
  maxPixels: 50_000_000,
} as const;

export const worksheetMediaTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type WorksheetMediaType = (typeof worksheetMediaTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of still images taken by phones (HEVC-coded). */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The file's real type from its first bytes, or null when it is none of the accepted types. */
export function sniffWorksheetType(bytes: Uint8Array): WorksheetMediaType | null {
  // PDF readers accept the header anywhere in the first kilobyte.
  if (bytes.length >= 5 && ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && heicBrands.has(ascii(bytes, 8, 12))) return 'image/heic';
  return null;
}

/** Why an upload is refused before it is read; each is an `errors.worksheet.*` key. */
export type UploadRefusal = 'empty' | 'tooLarge' | 'unsupportedType';

/** The first rule an upload breaks, judged from its bytes alone, or null when it may be read. */
export function checkUpload(bytes: Uint8Array): { refusal: UploadRefusal } | { type: WorksheetMediaType } {
  if (bytes.length === 0) return { refusal: 'empty' };
  if (bytes.length > worksheetLimits.maxBytes) return { refusal: 'tooLarge' };
  const type = sniffWorksheetType(bytes);
  return type ? { type } : { refusal: 'unsupportedType' };
}
