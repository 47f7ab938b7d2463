import type { WorksheetLanguage } from '@brainboost/domain/schemas/worksheet';
import { worksheetLimits, type WorksheetMediaType } from '@brainboost/domain/worksheet/worksheet-upload';
import { heicDeclaredSize } from './heic-image.js';
import type { OcrEngine } from './ocr-engine.js';
import { decoderLimits, withDecoder, type DecoderLimits } from './worksheet-decoder.js';
import { worksheetErrors } from './worksheet.errors.js';

/** A page whose own text has fewer letters or digits than this is treated as scanned and read by OCR. */
const minTextLayerChars = 8;

/** Refuses a HEIC photo from the size its container declares, before the (slow, memory-hungry) decoder sees it. */
function checkHeicHeader(bytes: Uint8Array) {
  const size = heicDeclaredSize(bytes);
  if (!size) throw worksheetErrors.corrupt();
  if (size.width * size.height > worksheetLimits.maxPixels) throw worksheetErrors.tooManyPixels();
}

/**
 * Checks an upload can be read before anything is stored: a PDF opens, is not password-protected,
 * has at most the page limit and every page within the page limits; every image pixel decodes and
 * the image is within the pixel limits. Decoding runs in a thread of its own, under `limits`.
 * Returns the number of pages; throws a worksheet error otherwise.
 */
export async function inspectUpload(
  bytes: Uint8Array,
  type: WorksheetMediaType,
  limits: DecoderLimits = decoderLimits,
): Promise<{ pages: number }> {
  if (type === 'image/heic') checkHeicHeader(bytes);
  return withDecoder((decoder) => decoder.request<{ pages: number }>({ op: 'inspect', type, bytes }), limits);
}

export type ReadResult = {
  text: string;
  method: 'text-layer' | 'ocr' | 'mixed';
  pages: { method: 'text-layer' | 'ocr'; confidence: number | null }[];
};

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Reads a worksheet's text page by page: a PDF's own text where it has some, OCR for images and
 * scanned pages. Files are decoded and pages rendered in a thread of its own, under `limits`.
 */
export async function readWorksheet(
  bytes: Uint8Array,
  type: WorksheetMediaType,
  language: WorksheetLanguage,
  ocr: OcrEngine,
  onPage: (done: number, total: number) => Promise<void> = async () => {},
  limits: DecoderLimits = decoderLimits,
): Promise<ReadResult> {
  const pages: ReadResult['pages'] = [];
  const texts: string[] = [];
  await withDecoder(async (decoder) => {
    if (type === 'application/pdf') {
      const total = await decoder.request<number>({ op: 'open-pdf', bytes });
      for (let n = 1; n <= total; n++) {
        const own = await decoder.request<string>({ op: 'page-text', n });
        if (own.replace(/[^\p{L}\p{N}]/gu, '').length >= minTextLayerChars) {
          texts.push(own);
          pages.push({ method: 'text-layer', confidence: null });
        } else {
          const image = await decoder.request<Uint8Array>({ op: 'page-image', n });
          const result = await ocr.recognize(asBuffer(image), language);
          texts.push(result.text.trim());
          pages.push({ method: 'ocr', confidence: result.confidence });
        }
        await onPage(n, total);
      }
    } else {
      if (type === 'image/heic') checkHeicHeader(bytes);
      const image = await decoder.request<Uint8Array>({ op: 'prepare-image', type, bytes });
      const result = await ocr.recognize(asBuffer(image), language);
      texts.push(result.text.trim());
      pages.push({ method: 'ocr', confidence: result.confidence });
      await onPage(1, 1);
    }
  }, limits);
  const methods = new Set(pages.map((p) => p.method));
  return { text: texts.join('\n\n'), method: methods.size > 1 ? 'mixed' : [...methods][0]!, pages };
}
