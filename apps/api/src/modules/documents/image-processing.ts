import sharp from 'sharp';
import type { ImageType } from './identity-document.entity';
import { UPLOAD_MESSAGES } from './image-sniff';

/** Decompression bombs: refuse images of more than 50 megapixels before decoding them. */
const MAX_PIXELS = 50_000_000;

export interface EncodedImage {
  data: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

export class ImageRejected extends Error {}

/**
 * Decodes the image fully and encodes it again in the same format. This proves the bytes are a
 * real image, turns the photo upright (EXIF orientation) and leaves every metadata block behind:
 * EXIF (GPS location, camera serial numbers), XMP, IPTC, comments and anything appended.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<EncodedImage> {
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false, sequentialRead: true });
  let format: string | undefined;
  try {
    const meta = await input().metadata();
    format = meta.format;
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new ImageRejected(UPLOAD_MESSAGES.tooManyPixels);
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected(UPLOAD_MESSAGES.undecodable);
  }
  const expected = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }[type];
  if (format !== expected) throw new ImageRejected(UPLOAD_MESSAGES.undecodable);

  try {
    let pipeline = input().rotate();
    if (type === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    else if (type === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.webp({ quality: 90 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, contentType: type, width: info.width, height: info.height };
  } catch (error) {
    const message = (error as Error).message ?? '';
    throw new ImageRejected(/pixel limit/i.test(message) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.undecodable);
  }
}

/** A small JPEG preview (at most 320 x 320) for the wizard's and the officer's thumbnails. */
export async function thumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'none', limitInputPixels: MAX_PIXELS }).resize(320, 320, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}
