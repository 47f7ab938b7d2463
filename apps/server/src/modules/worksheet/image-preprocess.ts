import { worksheetLimits } from '@brainboost/domain/worksheet-upload';

/** Width OCR works best at here: small photos are upscaled to it, huge scans brought down to it. */
export const ocrWidth = { min: 1200, max: 2000 } as const;

export type ImageInput = Buffer | { data: Buffer; width: number; height: number; channels: 3 | 4 };

const sharpInput = async (input: ImageInput) => {
  const sharp = (await import('sharp')).default;
  return Buffer.isBuffer(input) ? sharp(input, { limitInputPixels: worksheetLimits.maxPixels, failOn: 'error' }) : sharp(input.data, { raw: { width: input.width, height: input.height, channels: input.channels } });
};

/**
 * Prepares an image for OCR: turned upright (EXIF), greyscale, despeckled, contrast stretched, scaled into
 * OCR's working width, as a fast PNG. Skew is corrected by Tesseract itself (`rotateAuto`).
 */
export async function prepareForOcr(input: ImageInput): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = (await sharpInput(input)).rotate();
  const { width = 0 } = await image.metadata();
  const resized = width < ocrWidth.min ? image.resize({ width: ocrWidth.min, kernel: 'lanczos3' }) : width > ocrWidth.max ? image.resize({ width: ocrWidth.max }) : image;
  // Two passes, because sharp runs its operations in a fixed order: grey first (one channel, a
  // quarter of the work), then the 3×3 median that takes out speckle (scanner dust, photo noise)
  // and a full-range contrast stretch (a page is mostly background, so percentile-based
  // stretching would wash it out). Tesseract binarises after that.
  const grey = await resized.flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } })
    .median(3)
    .normalise({ lower: 0, upper: 100 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Decodes every pixel once (a truncated or corrupt file throws) and returns the size. */
export async function checkImage(input: Buffer): Promise<{ width: number; height: number }> {
  const image = await sharpInput(input);
  const { info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height };
}
