import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppException } from '../../core/common/app-exception.js';
import { decodeBmp } from './bmp.js';

/** Spec §5: images are JPG, JPEG, PNG or BMP, under 1 MB. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
/** Decoded size bound (a small compressed file must not expand into gigabytes): 40 megapixels. */
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  sha256: string;
}

/**
 * Checks an upload by its content, never its name or declared type, and re-encodes it: JPEG stays JPEG,
 * PNG stays PNG, BMP becomes PNG. Re-encoding keeps no metadata (EXIF, GPS, comments); the orientation
 * EXIF gave is applied to the pixels first. Anything else, or an image that does not decode, is 1018.
 */
export async function reencodeImage(input: Buffer): Promise<StoredImage> {
  const detected = await fileTypeFromBuffer(input);
  let image: Sharp;
  let format: 'jpeg' | 'png';
  if (detected?.mime === 'image/jpeg' || detected?.mime === 'image/png') {
    image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
    format = detected.mime === 'image/jpeg' ? 'jpeg' : 'png';
  } else if (detected?.mime === 'image/bmp') {
    const raw = decodeBmp(input, MAX_PIXELS);
    if (!raw) throw new AppException('IMAGE_FORMAT_UNSUPPORTED');
    const { pixels, width, height, channels } = raw;
    image = sharp(pixels, { raw: { width, height, channels } });
    format = 'png';
  } else {
    throw new AppException('IMAGE_FORMAT_UNSUPPORTED');
  }
  let bytes: Buffer;
  try {
    bytes = await (format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
  } catch {
    throw new AppException('IMAGE_FORMAT_UNSUPPORTED');
  }
  return {
    bytes,
    mime: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    ext: format === 'jpeg' ? 'jpg' : 'png',
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
