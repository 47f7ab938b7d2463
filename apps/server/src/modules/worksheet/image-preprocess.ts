import { maxPagePixels } from './page-limits.js';
import { DecodeRefusal } from './decode-refusal.js';

/** Width OCR works best at here: small photos are upscaled to it, huge scans brought down to it. */
export const ocrWidth = { min: 1200, max: 2000 } as const;

export type ImageInput = Buffer | { data: Buffer; width: number; height: number; channels: 3 | 4 };

/** An encoded image is refused by sharp from its header, before decoding, when it has more than `maxPixels`. */
const sharpInput = async (input: ImageInput, maxPixels: number) => {
  const sharp = (await import('sharp')).default;
  return Buffer.isBuffer(input)
    ? sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    : sharp(input.data, { raw: { width: input.width, height: input.height, channels: input.channels } });
};

/** The upright size of an image from its header (EXIF orientation applied), decoding nothing. */
async function uprightSize(image: Awaited<ReturnType<typeof sharpInput>>) {
  return (await image.metadata()).autoOrient;
}

/** The width OCR reads an image `width` wide at. */
const ocrWidthFor = (width: number) => Math.min(ocrWidth.max, Math.max(ocrWidth.min, width));

/** Refuses an image that would pass `maxPagePixels` once scaled to OCR's width (a long narrow strip is enlarged a lot), before it is drawn. */
function checkOcrSize({ width, height }: { width: number; height: number }) {
  const scaledWidth = ocrWidthFor(width);
  if (scaledWidth * Math.ceil((height * scaledWidth) / width) > maxPagePixels) throw new DecodeRefusal('pageTooLarge');
}

/**
 * Prepares an image for OCR: turned upright (EXIF), greyscale, despeckled, scaled into OCR's
 * working width, as an uncompressed PNG. Skew is corrected by Tesseract itself (`rotateAuto`).
 */
export async function prepareForOcr(input: ImageInput, maxPixels: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = (await sharpInput(input, maxPixels)).rotate();
  const size = await uprightSize(image);
  checkOcrSize(size);
  const { width } = size;
  const resized =
    width < ocrWidth.min
      ? image.resize({ width: ocrWidth.min, kernel: 'lanczos3' })
      : width > ocrWidth.max
        ? image.resize({ width: ocrWidth.max })
        : image;
  // Two passes, because sharp runs its operations in a fixed order: one grey channel first (a
  // quarter of the work; a rendered PDF page's green channel, which is nearly its luminance), then
  // the 3×3 median that takes out speckle (scanner dust, photo noise). No contrast stretch:
  // Tesseract's own thresholding does not need one, and it cost a whole pass.
  const grey = await (Buffer.isBuffer(input) ? resized.flatten({ background: '#ffffff' }).greyscale() : resized.extractChannel('green'))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .median(3)
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Checks an image's size from its header, then decodes every pixel once (a truncated or corrupt file throws). */
export async function checkImage(input: ImageInput, maxPixels: number): Promise<void> {
  const image = await sharpInput(input, maxPixels);
  checkOcrSize(await uprightSize(image));
  await image.raw().toBuffer();
}
