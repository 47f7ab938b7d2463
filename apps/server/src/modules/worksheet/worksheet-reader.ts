import type { WorksheetLanguage } from '@brainboost/domain/schemas/worksheet';
import { worksheetLimits, type WorksheetMediaType } from '@brainboost/domain/worksheet-upload';
import { decodeHeic } from './heic-image.js';
import { checkImage, prepareForOcr } from './image-preprocess.js';
import type { OcrEngine } from './ocr-engine.js';
import { openPdf, pageText, renderPage } from './pdf-document.js';
import { worksheetErrors } from './worksheet.errors.js';

/** A page whose own text has fewer letters or digits than this is treated as scanned and read by OCR. */
const minTextLayerChars = 8;
/** Width a scanned page is rendered at for OCR (about 180 dpi on A4). */
const scanRenderWidth = 1500;

const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException';

/**
 * Checks an upload can be read before anything is stored: every image pixel decodes, a PDF
 * opens, is not password-protected, has at most the page limit and its first page loads.
 * Returns the number of pages; throws a worksheet error otherwise.
 */
export async function inspectUpload(bytes: Uint8Array, type: WorksheetMediaType): Promise<{ pages: number }> {
  if (type === 'application/pdf') {
    let pdf;
    try {
      pdf = await openPdf(bytes);
    } catch (error) {
      throw isPasswordError(error) ? worksheetErrors.passwordProtected() : worksheetErrors.corrupt();
    }
    try {
      if (pdf.numPages < 1) throw worksheetErrors.corrupt();
      if (pdf.numPages > worksheetLimits.maxPages) throw worksheetErrors.tooManyPages();
      await pdf.getPage(1).catch(() => {
        throw worksheetErrors.corrupt();
      });
      return { pages: pdf.numPages };
    } finally {
      await pdf.destroy();
    }
  }
  try {
    if (type === 'image/heic') {
      const image = await decodeHeic(bytes);
      if (image.width * image.height > worksheetLimits.maxPixels) throw worksheetErrors.tooManyPixels();
    } else {
      await checkImage(Buffer.from(bytes));
    }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw worksheetErrors.tooManyPixels();
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw worksheetErrors.corrupt();
  }
  return { pages: 1 };
}

export type ReadResult = { text: string; method: 'text-layer' | 'ocr' | 'mixed'; pages: { method: 'text-layer' | 'ocr'; confidence: number | null }[] };

/** Reads a worksheet's text page by page: a PDF's own text where it has some, OCR for images and scanned pages. */
export async function readWorksheet(bytes: Uint8Array, type: WorksheetMediaType, language: WorksheetLanguage, ocr: OcrEngine, onPage: (done: number, total: number) => Promise<void> = async () => {}): Promise<ReadResult> {
  const pages: ReadResult['pages'] = [];
  const texts: string[] = [];
  if (type === 'application/pdf') {
    const pdf = await openPdf(bytes);
    try {
      for (let n = 1; n <= pdf.numPages; n++) {
        const page = await pdf.getPage(n);
        const own = await pageText(page);
        if (own.replace(/[^\p{L}\p{N}]/gu, '').length >= minTextLayerChars) {
          texts.push(own);
          pages.push({ method: 'text-layer', confidence: null });
        } else {
          const rendered = await renderPage(page, scanRenderWidth);
          const result = await ocr.recognize(await prepareForOcr({ ...rendered, channels: 4 }), language);
          texts.push(result.text.trim());
          pages.push({ method: 'ocr', confidence: result.confidence });
        }
        page.cleanup();
        await onPage(n, pdf.numPages);
      }
    } finally {
      await pdf.destroy();
    }
  } else {
    const input = type === 'image/heic' ? await decodeHeic(bytes) : Buffer.from(bytes);
    const result = await ocr.recognize(await prepareForOcr(input), language);
    texts.push(result.text.trim());
    pages.push({ method: 'ocr', confidence: result.confidence });
    await onPage(1, 1);
  }
  const methods = new Set(pages.map((p) => p.method));
  return { text: texts.join('\n\n'), method: methods.size > 1 ? 'mixed' : [...methods][0]!, pages };
}
