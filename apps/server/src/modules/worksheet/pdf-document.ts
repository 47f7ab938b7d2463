import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// Fonts and colour maps from the installed package, never from the network.
const standardFontDataUrl = `${pathToFileURL(path.join(pdfjsRoot, 'standard_fonts')).href}/`;
const cMapUrl = `${pathToFileURL(path.join(pdfjsRoot, 'cmaps')).href}/`;

/** Opens a PDF with pdf.js (legacy build, for Node). Throws on a corrupt or encrypted file. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, standardFontDataUrl, cMapUrl, cMapPacked: true, verbosity: 0, stopAtErrors: true });
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

/** Renders a page to greyscale-ready RGBA pixels about `targetWidth` wide, for OCR. */
export async function renderPage(page: PDFPageProxy, targetWidth: number): Promise<{ data: Buffer; width: number; height: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(4, targetWidth / base.width) });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy['render']>[0]).promise;
  const pixels = context.getImageData(0, 0, width, height);
  return { data: Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), width, height };
}
