import { worksheetLimits } from '@brainboost/domain/worksheet-upload';

/** Width OCR works best at here: small photos are upscaled to it, huge scans brought down to it. */
export const ocrWidth = { min: 1200, max: 2000 } as const;

export type ImageInput = Buffer | { data: Buffer; width: number; height: number; channels: 3 | 4 };

const sharpInput = async (input: ImageInput) => {
  const sharp = (await import('sharp')).default;
  return Buffer.isBuffer(input) ? sharp(input, { limitInputPixels: worksheetLimits.maxPixels, failOn: 'error' }) : sharp(input.data, { raw: { width: input.width, height: input.height, channels: input.channels } });
};

/**
 * Prepares an image for OCR: turned upright (EXIF), greyscale, despeckled, scaled into OCR's
 * working width, as an uncompressed PNG. Skew is corrected by Tesseract itself (`rotateAuto`).
 */
export async function prepareForOcr(input: ImageInput): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = (await sharpInput(input)).rotate();
  const { width = 0 } = await image.metadata();
  const resized = width < ocrWidth.min ? image.resize({ width: ocrWidth.min, kernel: 'lanczos3' }) : width > ocrWidth.max ? image.resize({ width: ocrWidth.max }) : image;
  // Two passes, because sharp runs its operations in a fixed order: one grey channel first (a
  // quarter of the work; a rendered PDF page's green channel, which is nearly its luminance), then
  // the 3×3 median that takes out speckle (scanner dust, photo noise). No contrast stretch:
  // Tesseract's own thresholding does not need one, and it cost a whole pass.
  const grey = await (Buffer.isBuffer(input) ? resized.flatten({ background: '#ffffff' }).greyscale() : resized.extractChannel('green')).raw().toBuffer({ resolveWithObject: true });
  return sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .median(3)
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Decodes every pixel once (a truncated or corrupt file throws) and returns the size. */
export async function checkImage(input: Buffer): Promise<{ width: number; height: number }> {
  const image = await sharpInput(input);
  const { info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height };
}
