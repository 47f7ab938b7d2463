import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectProblems } from '@brainboost/domain/worksheet/worksheet-problems';
import { sniffWorksheetType } from '@brainboost/domain/worksheet/worksheet-upload';
import { worksheetLimits } from '@brainboost/domain/worksheet/worksheet-upload';
import { worksheetLanguages } from '@brainboost/domain/schemas/worksheet';
import { createOcrEngine, tesseractPaths } from './ocr-engine.js';
import { inspectUpload, readWorksheet } from './worksheet-reader.js';
import { decoderLimits } from './worksheet-decoder.js';
import { characterErrorRate, sampleLines, scannedPdf, textPdf, worksheetImage } from './sample-worksheets.test-helpers.js';

const truth = sampleLines.join('\n');
const heicFixture = () => readFileSync(new URL('./fixtures/worksheet.heic', import.meta.url));

/** The HEIC fixture with its header (the `ispe` property) claiming `width` × `height` pixels; the picture inside is unchanged. */
function heicClaiming(width: number, height: number) {
  const heic = Buffer.from(heicFixture());
  const at = heic.indexOf('ispe');
  heic.writeUInt32BE(width, at + 8);
  heic.writeUInt32BE(height, at + 12);
  return heic;
}

/** How long `work` took, in seconds, printed under `label`. */
async function timed<T>(label: string, work: () => Promise<T>): Promise<{ seconds: number; outcome: PromiseSettledResult<T> }> {
  const started = performance.now();
  const [outcome] = await Promise.allSettled([work()]);
  const seconds = (performance.now() - started) / 1000;
  console.info(`${label}: ${seconds.toFixed(2)} s`);
  return { seconds, outcome: outcome! };
}
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
    const result = await readWorksheet(
      textPdf([sampleLines.slice(0, 3), sampleLines.slice(3)]),
      'application/pdf',
      'eng',
      ocr,
      async (done) => {
        pages.push(done);
      },
    );
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
    const heic = heicFixture();
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
    await expect(inspectUpload(Buffer.from('%PDF-1.7\nthis is not a pdf at all'), 'application/pdf')).rejects.toMatchObject({
      code: 'WORKSHEET_CORRUPT',
    });
    const png = await worksheetImage({ width: 400 });
    await expect(inspectUpload(png, 'image/png')).resolves.toEqual({ pages: 1 });
    await expect(inspectUpload(png.subarray(0, png.length / 2), 'image/png')).rejects.toMatchObject({ code: 'WORKSHEET_CORRUPT' });
  }, 30_000);
});

describe('files built to take the server’s time or memory (security report: a 3 KB PDF busy for 96 s and 3.9 GB)', () => {
  it('refuses a tiny PDF with a huge page from its page box, before drawing anything', async () => {
    const tall = textPdf([['']], [375, 14_400]); // rendered for OCR, it was a 1,500 × 57,600 canvas
    expect(tall.length).toBeLessThan(3000);
    const { seconds, outcome } = await timed('huge-page PDF refused', () => inspectUpload(tall, 'application/pdf'));
    expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'WORKSHEET_PAGE_TOO_LARGE' } });
    expect(seconds).toBeLessThan(10);
    // A stored file from before the limits is refused when read, too.
    await expect(readWorksheet(tall, 'application/pdf', 'eng', ocr)).rejects.toMatchObject({ code: 'WORKSHEET_PAGE_TOO_LARGE' });
  }, 60_000);

  it('limits each page’s pixels and the whole document’s, and still takes ten A4 or Letter pages', async () => {
    // Within the page area, but a narrow strip is enlarged four times: 400 × 57,600 pixels.
    await expect(inspectUpload(textPdf([['']], [100, 14_400]), 'application/pdf')).rejects.toMatchObject({
      code: 'WORKSHEET_PAGE_TOO_LARGE',
    });
    // Each page 1,500 × 3,600 pixels is allowed; ten of them are not.
    const long = Array.from({ length: worksheetLimits.maxPages }, (_, i) => [`${i + 1}) ${i} + 1`]);
    await expect(inspectUpload(textPdf(long.slice(0, 2), [375, 900]), 'application/pdf')).resolves.toEqual({ pages: 2 });
    await expect(inspectUpload(textPdf(long, [375, 900]), 'application/pdf')).rejects.toMatchObject({ code: 'WORKSHEET_PAGE_TOO_LARGE' });
    await expect(inspectUpload(textPdf(long), 'application/pdf')).resolves.toEqual({ pages: worksheetLimits.maxPages });
    await expect(inspectUpload(textPdf(long, [612, 792]), 'application/pdf')).resolves.toEqual({ pages: worksheetLimits.maxPages });
  }, 60_000);

  it('refuses a HEIC whose header claims more pixels than allowed without decoding it', async () => {
    const huge = heicClaiming(10_000, 10_000);
    const { seconds, outcome } = await timed('HEIC claiming 100 MP refused', () => inspectUpload(huge, 'image/heic'));
    expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'WORKSHEET_IMAGE_TOO_LARGE' } });
    expect(seconds).toBeLessThan(1); // no decoding thread was started
    await expect(readWorksheet(huge, 'image/heic', 'eng', ocr)).rejects.toMatchObject({ code: 'WORKSHEET_IMAGE_TOO_LARGE' });
  }, 30_000);

  it('refuses an image that would be enormous once enlarged to OCR’s width', async () => {
    // 4 megapixels, but 1,200 × 480,000 at the width OCR reads.
    const strip = await sharp({ create: { width: 100, height: 40_000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(inspectUpload(strip, 'image/png')).rejects.toMatchObject({ code: 'WORKSHEET_PAGE_TOO_LARGE' });
    await expect(readWorksheet(strip, 'image/png', 'eng', ocr)).rejects.toMatchObject({ code: 'WORKSHEET_PAGE_TOO_LARGE' });
  }, 30_000);

  it('OCR checks an image’s size from its header before Tesseract decodes it', async () => {
    const header = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    header.writeUInt32BE(5000, 16);
    header.writeUInt32BE(5000, 20);
    await expect(ocr.recognize(header, 'eng')).rejects.toMatchObject({ code: 'WORKSHEET_PAGE_TOO_LARGE' });
  });

  it('ends a decoding step that runs over its time, or a thread that runs out of memory, with its own error', async () => {
    const sheet = textPdf();
    await expect(inspectUpload(sheet, 'application/pdf', { ...decoderLimits, stepMs: 1 })).rejects.toMatchObject({
      code: 'WORKSHEET_READ_TIMED_OUT',
    });
    await expect(readWorksheet(sheet, 'application/pdf', 'eng', ocr, undefined, { ...decoderLimits, stepMs: 1 })).rejects.toMatchObject({
      code: 'WORKSHEET_READ_TIMED_OUT',
    });
    await expect(inspectUpload(sheet, 'application/pdf', { ...decoderLimits, heapMb: 2 })).rejects.toMatchObject({
      code: 'WORKSHEET_READ_OUT_OF_MEMORY',
    });
    // Within the limits, the same file is read.
    await expect(inspectUpload(sheet, 'application/pdf')).resolves.toEqual({ pages: 1 });
  }, 60_000);
});
