import { describe, expect, it } from 'vitest';
import { checkUpload, sniffWorksheetType, worksheetLimits } from './worksheet-upload.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('worksheet upload type from bytes', () => {
  it('recognises PDF, JPEG, PNG, WebP and HEIC by their signatures', () => {
    expect(sniffWorksheetType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffWorksheetType(bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBe('application/pdf');
    expect(sniffWorksheetType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffWorksheetType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffWorksheetType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffWorksheetType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(sniffWorksheetType(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('image/heic');
  });
  it('refuses other types whatever they are called', () => {
    expect(sniffWorksheetType(bytes('GIF89a'))).toBeNull();
    expect(sniffWorksheetType(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffWorksheetType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffWorksheetType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffWorksheetType(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull();
    expect(sniffWorksheetType(bytes([0xff, 0xd8]))).toBeNull();
  });
  it('checks emptiness, then size, then type', () => {
    expect(checkUpload(new Uint8Array())).toEqual({ refusal: 'empty' });
    const big = new Uint8Array(worksheetLimits.maxBytes + 1);
    big.set(bytes('%PDF-1.7'));
    expect(checkUpload(big)).toEqual({ refusal: 'tooLarge' });
    const justFits = new Uint8Array(worksheetLimits.maxBytes);
    justFits.set(bytes('%PDF-1.7'));
    expect(checkUpload(justFits)).toEqual({ type: 'application/pdf' });
    expect(checkUpload(bytes('hello'))).toEqual({ refusal: 'unsupportedType' });
  });
});
