import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { maxDocumentPixels, maxPageArea, maxPagePixels } from './page-limits.js';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// Fonts and colour maps from the installed package, never from the network.
const standardFontDataUrl = `${pathToFileURL(path.join(pdfjsRoot, 'standard_fonts')).href}/`;
const cMapUrl = `${pathToFileURL(path.join(pdfjsRoot, 'cmaps')).href}/`;

/** Width a scanned page is rendered at for OCR (about 180 dpi on A4). */
export const scanRenderWidth = 1500;

/** Opens a PDF with pdf.js (legacy build, for Node). Throws on a corrupt or encrypted file. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    verbosity: 0,
    stopAtErrors: true,
  });
  return task.promise;
}

/** A page's own text, line by line (empty for a scanned page). */
export async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  let lastY: number | null = null;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const y = item.transform[5] as number;
    if (lastY !== null && Math.abs(y - lastY) > 2 && !text.endsWith('\n')) text += '\n';
    text += item.str;
    if (item.hasEOL) text += '\n';
    lastY = y;
  }
  return text.replace(/[ \t]+\n/g, '\n').trim();
}

/** The scale and pixel size a page is rendered at to be about `targetWidth` wide (a small page is enlarged at most four times). */
function renderSize(page: PDFPageProxy, targetWidth: number) {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(4, targetWidth / base.width);
  return { scale, width: Math.ceil(base.width * scale), height: Math.ceil(base.height * scale) };
}

/**
 * Whether every page may be rendered for OCR: each within `maxPageArea` and `maxPagePixels`, all
 * together within `maxDocumentPixels` (every page counts: which ones are scanned is known only
 * later). Reads the page boxes only; nothing is drawn.
 */
export async function pagesWithinLimits(pdf: PDFDocumentProxy): Promise<boolean> {
  let pixels = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const { width, height } = renderSize(page, scanRenderWidth);
    page.cleanup();
    if (!(base.width * base.height <= maxPageArea && width * height <= maxPagePixels)) return false;
    pixels += width * height;
  }
  return pixels <= maxDocumentPixels;
}

/** Renders a page to greyscale-ready RGBA pixels `scanRenderWidth` wide, for OCR; callers check `pagesWithinLimits` first. */
export async function renderPage(page: PDFPageProxy): Promise<{ data: Buffer; width: number; height: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const { scale, width, height } = renderSize(page, scanRenderWidth);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy['render']>[0]).promise;
  const pixels = context.getImageData(0, 0, width, height);
  return { data: Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), width, height };
}
