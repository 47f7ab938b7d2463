import sharp from 'sharp';

/**
 * Sample worksheets made on the spot, so OCR is measured on known text (tests and
 * scripts/bench-ocr.mjs; nothing in the server uses them): rendered from SVG with sharp,
 * tilted and speckled like a phone photo, and wrapped in hand-built PDFs (with a text layer, or
 * image-only like a scan).
 */
export const sampleLines = [
  'Maths practice: equations',
  '1) Solve 2x + 5 = 11',
  '2) 3/4 + 1/6',
  '3) Simplify 3(x - 2) + 4x',
  '4) What is 15% of 80?',
  '5) Solve x + 7 = 12',
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A deterministic pseudo-random sequence, so a noisy sample is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type SampleOptions = { lines?: string[]; width?: number; skewDegrees?: number; noise?: number; seed?: number; fontSize?: number };

/** A worksheet photo as PNG: dark text on white, tilted by `skewDegrees`, with salt-and-pepper `noise` (share of pixels). */
export async function worksheetImage({
  lines = sampleLines,
  width = 1240,
  skewDegrees = 0,
  noise = 0,
  seed = 7,
  fontSize = 40,
}: SampleOptions = {}): Promise<Buffer> {
  const height = Math.round(width * 1.414);
  const scale = width / 1240;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(100 * scale)}" y="${Math.round((160 + i * 95) * scale)}" font-family="DejaVu Sans" font-size="${Math.round(fontSize * scale)}" fill="#1f1f1f">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf6"/>${text}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (skewDegrees) image = sharp(await image.rotate(skewDegrees, { background: '#fbfaf6' }).png().toBuffer());
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (noise > 0) {
    const random = seeded(seed);
    for (let i = 0; i < data.length; i++) if (random() < noise) data[i] = random() < 0.5 ? 40 : 230;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** Assembles a PDF from its objects (1-based, in order), computing the cross-reference table. */
function assemblePdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF whose pages carry real text (Helvetica), one page per entry of `pages`, each `size` points wide and tall (A4 unless told). */
export function textPdf(pages: string[][] = [sampleLines], size: readonly [number, number] = [595, 842]): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [i, lines] of pages.entries()) {
    const content = `BT /F1 14 Tf 72 760 Td 20 TL ${lines.map((l) => `(${escapePdf(l)}) Tj T*`).join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(stream('', Buffer.from(content, 'latin1')));
  }
  return assemblePdf(objects);
}

/** An image-only PDF (a scan): one A4 page showing a JPEG of the worksheet, no text layer. */
export async function scannedPdf(options: SampleOptions = {}): Promise<Buffer> {
  const png = await worksheetImage(options);
  const { data, info } = await sharp(png).toColourspace('b-w').jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    stream(
      `/Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace /${info.channels === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode`,
      data,
    ),
    stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q', 'latin1')),
  ]);
}

/** Character error rate: edit distance between what was read and the truth, over the truth's length (spacing ignored). */
export function characterErrorRate(read: string, truth: string): number {
  const a = [...read.replace(/\s+/g, '')];
  const b = [...truth.replace(/\s+/g, '')];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return b.length ? previous[b.length]! / b.length : a.length ? 1 : 0;
}
