import { parentPort, workerData } from 'node:worker_threads';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { WorksheetMediaType, worksheetLimits } from '@brainboost/domain/worksheet/worksheet-upload';
import { DecodeRefusal, type DecodeRefusalReason } from './decode-refusal.js';
import { decodeHeic } from './heic-image.js';
import { checkImage, prepareForOcr } from './image-preprocess.js';
import { openPdf, pageText, pagesWithinLimits, renderPage } from './pdf-document.js';

/**
 * The decoding thread (started by worksheet-decoder.ts, one per upload check or reading): pdf.js,
 * the PDF renderer, sharp and the HEIC decoder run here, under the thread's memory cap, so a file
 * that takes too long or too much is ended with its thread and the server's own thread never waits.
 */

export type DecodeRequest =
  /** Checks an upload opens and is within the limits; answers `{ pages }`. */
  | { op: 'inspect'; type: WorksheetMediaType; bytes: Uint8Array }
  /** Opens a PDF to be read page by page (within the limits); answers its number of pages. */
  | { op: 'open-pdf'; bytes: Uint8Array }
  /** The open PDF's page `n`: its own text. */
  | { op: 'page-text'; n: number }
  /** The open PDF's page `n` rendered and prepared for OCR (PNG). */
  | { op: 'page-image'; n: number }
  /** An image upright, grey and scaled for OCR (PNG). */
  | { op: 'prepare-image'; type: WorksheetMediaType; bytes: Uint8Array };

export type DecodeReply = { ok: unknown } | { refusal: DecodeRefusalReason } | { failure: string };

const limits = workerData as typeof worksheetLimits;
let pdf: PDFDocumentProxy | null = null;

async function openWithinLimits(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  let opened: PDFDocumentProxy;
  try {
    opened = await openPdf(bytes);
  } catch (error) {
    throw new DecodeRefusal(error instanceof Error && error.name === 'PasswordException' ? 'passwordProtected' : 'corrupt');
  }
  if (opened.numPages < 1) throw new DecodeRefusal('corrupt');
  if (opened.numPages > limits.maxPages) throw new DecodeRefusal('tooManyPages');
  const within = await pagesWithinLimits(opened).catch(() => {
    throw new DecodeRefusal('corrupt');
  });
  if (!within) throw new DecodeRefusal('pageTooLarge');
  return opened;
}

async function decodedHeic(bytes: Uint8Array) {
  const image = await decodeHeic(bytes);
  // The header was checked before; the picture decoded may still differ from what it declared.
  if (image.width * image.height > limits.maxPixels) throw new DecodeRefusal('tooManyPixels');
  return image;
}

const openPdfPage = (n: number) => {
  if (!pdf) throw new Error('no PDF is open');
  return pdf.getPage(n);
};

async function handle(request: DecodeRequest): Promise<unknown> {
  switch (request.op) {
    case 'inspect': {
      if (request.type !== 'application/pdf') {
        await checkImage(request.type === 'image/heic' ? await decodedHeic(request.bytes) : Buffer.from(request.bytes), limits.maxPixels);
        return { pages: 1 };
      }
      const opened = await openWithinLimits(request.bytes);
      const pages = opened.numPages;
      await opened.destroy();
      return { pages };
    }
    case 'open-pdf':
      pdf = await openWithinLimits(request.bytes);
      return pdf.numPages;
    case 'page-text': {
      const page = await openPdfPage(request.n);
      const text = await pageText(page);
      page.cleanup();
      return text;
    }
    case 'page-image': {
      const page = await openPdfPage(request.n);
      const rendered = await renderPage(page);
      page.cleanup();
      return prepareForOcr({ ...rendered, channels: 4 }, limits.maxPixels);
    }
    case 'prepare-image':
      return prepareForOcr(request.type === 'image/heic' ? await decodedHeic(request.bytes) : Buffer.from(request.bytes), limits.maxPixels);
  }
}

/** A refusal by name; a failure while reading a file already accepted is passed on as it is (the job tries again), while checking an upload it means the file is damaged. */
function replyTo(request: DecodeRequest, error: unknown): DecodeReply {
  if (error instanceof DecodeRefusal) return { refusal: error.reason };
  if (error instanceof Error && /pixel limit/i.test(error.message)) return { refusal: 'tooManyPixels' };
  if (request.op === 'inspect') return { refusal: 'corrupt' };
  return { failure: error instanceof Error ? error.message : String(error) };
}

parentPort!.on('message', (request: DecodeRequest) => {
  handle(request).then(
    (ok) => parentPort!.postMessage({ ok } satisfies DecodeReply),
    (error: unknown) => parentPort!.postMessage(replyTo(request, error)),
  );
});
