import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectProblems } from '@brainboost/domain/worksheet-problems';
import { sniffWorksheetType } from '@brainboost/domain/worksheet-upload';
import { worksheetLimits } from '@brainboost/domain/worksheet-upload';
import { worksheetLanguages } from '@brainboost/domain/schemas/worksheet';
import { createOcrEngine, tesseractPaths } from './ocr-engine.js';
import { inspectUpload, readWorksheet } from './worksheet-reader.js';
import { characterErrorRate, sampleLines, scannedPdf, textPdf, worksheetImage } from './sample-worksheets.js';

const truth = sampleLines.join('\n');
const ocr = createOcrEngine();
afterAll(() => ocr.close());

/** CER bounds: the figures measured when this was written were well under them (printed below). */
const bounds = { clean: 0.03, photo: 0.05, textLayer: 0.01, scan: 0.05 };

describe('reading worksheets', () => {
  it('reads a clean image with OCR', async () => {
    const result = await readWorksheet(await worksheetImage(), 'image/png', 'eng', ocr);
    const cer = characterErrorRate(result.text, truth);
    console.info(`CER clean image: ${(cer * 100).toFixed(2)} %`);
    expect(result.method).toBe('ocr');
    expect(cer).toBeLessThan(bounds.clean);
    expect(detectProblems(result.text).map((p) => p.label)).toEqual(['1', '2', '3', '4', '5']);
  }, 60_000);

  it('reads a tilted, speckled, low-resolution photo (deskewed, denoised, upscaled)', async () => {
    const photo = await worksheetImage({ width: 900, skewDegrees: 2.5, noise: 0.02 });
    const result = await readWorksheet(photo, 'image/png', 'eng', ocr);
    const cer = characterErrorRate(result.text, truth);
    console.info(`CER tilted noisy photo: ${(cer * 100).toFixed(2)} %`);
    expect(cer).toBeLessThan(bounds.photo);
    expect(detectProblems(result.text).find((p) => p.label === '1')?.text).toMatch(/2x \+ 5 = 11/);
  }, 60_000);

  it('uses a PDF’s own text layer without OCR', async () => {
    const pages: number[] = [];
    const result = await readWorksheet(textPdf([sampleLines.slice(0, 3), sampleLines.slice(3)]), 'application/pdf', 'eng', ocr, async (done) => {
      pages.push(done);
    });
    const cer = characterErrorRate(result.text, truth);
    console.info(`CER PDF text layer: ${(cer * 100).toFixed(2)} %`);
    expect(result.method).toBe('text-layer');
    expect(pages).toEqual([1, 2]);
    expect(cer).toBeLessThan(bounds.textLayer);
  }, 60_000);

  it('renders a scanned (image-only) PDF page and reads it with OCR', async () => {
    const result = await readWorksheet(await scannedPdf({ skewDegrees: -1.5, noise: 0.01 }), 'application/pdf', 'eng', ocr);
    const cer = characterErrorRate(result.text, truth);
    console.info(`CER scanned PDF: ${(cer * 100).toFixed(2)} %`);
    expect(result.method).toBe('ocr');
    expect(cer).toBeLessThan(bounds.scan);
  }, 60_000);

  it('reads an iPhone-style HEIC photo (HEVC), decoded without native codecs', async () => {
    // Made once with libheif's heif-enc (x265) from a generated worksheet: "Homework / 1) Solve 4x = 20 / 2) 7 * 8".
    const heic = readFileSync(new URL('./fixtures/worksheet.heic', import.meta.url));
    expect(sniffWorksheetType(heic)).toBe('image/heic');
    await expect(inspectUpload(heic, 'image/heic')).resolves.toEqual({ pages: 1 });
    const result = await readWorksheet(heic, 'image/heic', 'eng', ocr);
    expect(characterErrorRate(result.text, 'Homework\n1) Solve 4x = 20\n2) 7 * 8')).toBeLessThan(0.1);
    await expect(inspectUpload(heic.subarray(0, 2000), 'image/heic')).rejects.toMatchObject({ code: 'WORKSHEET_CORRUPT' });
  }, 60_000);

  it('reads Spanish with the Spanish language data', async () => {
    const lines = ['Ejercicios de matemáticas', '1) Resuelve 4x = 20', '2) ¿Cuánto es el 10% de 50?'];
    const result = await readWorksheet(await worksheetImage({ lines }), 'image/png', 'spa', ocr);
    expect(characterErrorRate(result.text, lines.join('\n'))).toBeLessThan(0.05);
  }, 60_000);
});

describe('OCR data', () => {
  it('comes from installed packages for every worksheet language, never from the network', () => {
    for (const language of worksheetLanguages) {
      const paths = tesseractPaths(language);
      expect(path.isAbsolute(paths.langPath), language).toBe(true);
      expect(existsSync(path.join(paths.langPath, `${language}.traineddata.gz`)), language).toBe(true);
      expect(existsSync(paths.workerPath)).toBe(true);
    }
  });
});

describe('checking uploads before they are stored', () => {
  it('counts a PDF’s pages and refuses one over the limit, a corrupt one and a truncated image', async () => {
    await expect(inspectUpload(textPdf([['a'], ['b']]), 'application/pdf')).resolves.toEqual({ pages: 2 });
    const tooMany = textPdf(Array.from({ length: worksheetLimits.maxPages + 1 }, (_, i) => [`page ${i}`]));
    await expect(inspectUpload(tooMany, 'application/pdf')).rejects.toMatchObject({ code: 'WORKSHEET_TOO_MANY_PAGES' });
    await expect(inspectUpload(Buffer.from('%PDF-1.7\nthis is not a pdf at all'), 'application/pdf')).rejects.toMatchObject({ code: 'WORKSHEET_CORRUPT' });
    const png = await worksheetImage({ width: 400 });
    await expect(inspectUpload(png, 'image/png')).resolves.toEqual({ pages: 1 });
    await expect(inspectUpload(png.subarray(0, png.length / 2), 'image/png')).rejects.toMatchObject({ code: 'WORKSHEET_CORRUPT' });
  }, 30_000);
});
