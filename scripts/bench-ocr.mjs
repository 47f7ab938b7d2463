// Worksheet OCR speed and accuracy: generated A4 worksheet pages (photos tilted and speckled, and
// scanned PDFs) read as the server reads uploads, one page at a time. Budget: < 3 s a page on 2 cores
// (ARCHITECTURE.md). Needs `npm run build` first; the sample pages come from a test helper, which the
// build leaves out, so it runs with tsx (npm run bench:ocr). Run it niced when the machine is shared.
// Usage: node --import tsx scripts/bench-ocr.mjs [pages=5]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createOcrEngine } from '../apps/server/dist/modules/worksheet/ocr-engine.js';
import { readWorksheet } from '../apps/server/dist/modules/worksheet/worksheet-reader.js';
import { characterErrorRate, scannedPdf, worksheetImage } from '../apps/server/src/modules/worksheet/sample-worksheets.test-helpers.ts';

const pages = Math.max(1, Number(process.argv[2] ?? 5));
const budgetSeconds = 3;

/** A full page of problems, different on every page. */
function pageLines(n) {
  const lines = [`Worksheet ${n + 1}: practice`];
  for (let i = 1; i <= 10; i++) {
    const a = ((n * 7 + i * 3) % 9) + 2;
    const b = ((n * 5 + i * 11) % 17) + 1;
    lines.push([`${i}) Solve ${a}x + ${b} = ${a * 3 + b}`, `${i}) ${a}/${b + 1} + 1/${a}`, `${i}) What is ${b * 5}% of ${a * 20}?`][i % 3]);
  }
  return lines;
}

const ocr = createOcrEngine();
const startCold = performance.now();
await readWorksheet(await worksheetImage({ lines: pageLines(99) }), 'image/png', 'eng', ocr);
const coldSeconds = (performance.now() - startCold) / 1000;

const results = { photo: [], scan: [] };
for (let n = 0; n < pages; n++) {
  const lines = pageLines(n);
  const truth = lines.join('\n');
  const inputs = {
    photo: [
      'image/png',
      await worksheetImage({ lines, fontSize: 34, skewDegrees: (n % 2 ? 1 : -1) * (1 + n * 0.4), noise: 0.01, seed: n + 1 }),
    ],
    scan: ['application/pdf', await scannedPdf({ lines, fontSize: 34, skewDegrees: n % 2 ? 0.8 : -0.8, noise: 0.005, seed: n + 11 })],
  };
  for (const [kind, [type, bytes]] of Object.entries(inputs)) {
    const start = performance.now();
    const read = await readWorksheet(bytes, type, 'eng', ocr);
    results[kind].push({ seconds: (performance.now() - start) / 1000, cer: characterErrorRate(read.text, truth) });
  }
}
await ocr.close();

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
console.log(
  `OCR bench: ${pages} generated A4 pages of each kind, ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`first page incl. worker start: ${coldSeconds.toFixed(2)} s`);
for (const [kind, list] of Object.entries(results)) {
  const seconds = median(list.map((r) => r.seconds));
  console.log(
    `${kind.padEnd(5)}: median ${seconds.toFixed(2)} s/page (max ${Math.max(...list.map((r) => r.seconds)).toFixed(2)} s), CER mean ${(mean(list.map((r) => r.cer)) * 100).toFixed(2)} % (max ${(Math.max(...list.map((r) => r.cer)) * 100).toFixed(2)} %)  ${seconds < budgetSeconds ? 'within' : 'OVER'} the ${budgetSeconds} s budget`,
  );
}
