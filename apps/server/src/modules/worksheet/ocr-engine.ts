import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { WorksheetLanguage } from '@brainboost/domain/schemas/worksheet';
import { maxPagePixels } from './page-limits.js';
import { worksheetErrors } from './worksheet.errors.js';

const require = createRequire(import.meta.url);

/**
 * Where everything Tesseract loads lives: the worker script and core from the installed
 * tesseract.js packages, the language data from the `@tesseract.js-data/<lang>` packages
 * (best_int models). All local paths, so recognition never touches the network.
 */
export function tesseractPaths(language: WorksheetLanguage) {
  const tesseractRoot = path.dirname(require.resolve('tesseract.js/package.json'));
  return {
    workerPath: path.join(tesseractRoot, 'src/worker-script/node/index.js'),
    corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
    langPath: path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int'),
  };
}

export type OcrResult = { text: string; confidence: number };

/** A PNG's size from its header (the IHDR chunk that must come first), or null when `image` is no PNG. */
function pngSize(image: Buffer): { width: number; height: number } | null {
  if (image.length < 24 || image.readUInt32BE(0) !== 0x89504e47 || image.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
}

export interface OcrEngine {
  /** Reads a PNG image (as `prepareForOcr` makes it). */
  recognize(image: Buffer, language: WorksheetLanguage): Promise<OcrResult>;
  close(): Promise<void>;
}

/**
 * One Tesseract worker per language, started on first use and kept (starting one takes about a
 * second); a worker's jobs run one after another. tesseract.js is imported only here, lazily.
 */
export function createOcrEngine(): OcrEngine {
  const workers = new Map<WorksheetLanguage, Promise<Worker>>();

  async function start(language: WorksheetLanguage): Promise<Worker> {
    const { createWorker, OEM } = await import('tesseract.js');
    let failure: unknown = null;
    const worker = await createWorker(language, OEM.LSTM_ONLY, {
      ...tesseractPaths(language),
      cacheMethod: 'none',
      gzip: true,
      // Without a handler a worker error is thrown on the event loop and ends the process.
      errorHandler: (error: unknown) => {
        failure = error;
      },
    });
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    // Our images carry no resolution; without one Tesseract estimates it for every page.
    await worker.setParameters({ user_defined_dpi: '200' });
    return worker;
  }

  const workerFor = (language: WorksheetLanguage) => {
    let worker = workers.get(language);
    if (!worker) {
      worker = start(language);
      workers.set(language, worker);
      worker.catch(() => workers.delete(language));
    }
    return worker;
  };

  return {
    async recognize(image, language) {
      // Tesseract decodes the image in this process, with no limit of its own: its size is checked first.
      const size = pngSize(image);
      if (!size) throw new Error('OCR is given PNG images only');
      if (size.width * size.height > maxPagePixels) throw worksheetErrors.pageTooLarge();
      const worker = await workerFor(language);
      const { data } = await worker.recognize(image, { rotateAuto: true });
      return { text: data.text, confidence: data.confidence };
    },
    async close() {
      const running = [...workers.values()];
      workers.clear();
      await Promise.all(running.map(async (w) => (await w.catch(() => null))?.terminate()));
    },
  };
}
