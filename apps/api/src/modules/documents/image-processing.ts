import sharp, { type Sharp } from 'sharp';
import type { MessageKey } from '@halimbawa/domain';
import type { ImageType } from './identity-document.entity';
import { UPLOAD_CODES } from './image-sniff';

/**
 * Decompression bombs: refuse images of more than 25 megapixels (a phone's photo is 12 to 24)
 * from their header, before decoding them; a decode of that size peaks near 300 MB.
 */
export const MAX_PIXELS = 25_000_000;

/** At most this many decodes at a time per API process, so that a burst of uploads cannot exhaust memory. */
export const MAX_CONCURRENT_DECODES = 2;

/**
 * At most this many decodes wait for a slot; one more is refused at once (DecoderBusy: 429 with
 * Retry-After) rather than queued, so that a flood can neither grow the queue without bound nor
 * make everyone else's uploads wait behind it.
 */
export const MAX_WAITING_DECODES = 6;

/** How long a refused decode is told to wait: a few decodes' time. */
export const DECODER_BUSY_RETRY_S = 5;

/** The decode queue is full: try again in a few seconds. */
export class DecoderBusy extends Error {
  constructor() {
    super('The image decoder is busy.');
  }
}

/** A counting semaphore with a bounded queue: `run` waits for a free slot, or refuses when `maxWaiting` already wait. */
export class DecodeQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  /** Decodes running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw new DecoderBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Every decode of this process goes through it (uploads, and the one-time thumbnail of an older document). */
export const decodeQueue = new DecodeQueue(MAX_CONCURRENT_DECODES, MAX_WAITING_DECODES);

export interface EncodedImage {
  data: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
  /** The thumbnail (JPEG, at most 320 x 320), made from the same upright image. */
  thumbnail: Buffer;
}

/** An upload that is not a usable image, with the code of its refusal. */
export class ImageRejected extends Error {
  constructor(readonly code: MessageKey) {
    super(code);
  }
}

/**
 * Decodes the image fully and encodes it again in the same format. This proves the bytes are a
 * real image, turns the photo upright (EXIF orientation) and leaves every metadata block behind:
 * EXIF (GPS location, camera serial numbers), XMP, IPTC, comments and anything appended.
 */
export function reencodeImage(bytes: Buffer, type: ImageType): Promise<EncodedImage> {
  return decodeQueue.run(() => reencode(bytes, type));
}

async function reencode(bytes: Buffer, type: ImageType): Promise<EncodedImage> {
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false, sequentialRead: true });
  let format: string | undefined;
  try {
    const meta = await input().metadata();
    format = meta.format;
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) throw new ImageRejected(UPLOAD_CODES.tooManyPixels);
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw rejection(error);
  }
  const expected = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }[type];
  if (format !== expected) throw new ImageRejected(UPLOAD_CODES.undecodable);

  try {
    let pipeline = input().rotate();
    if (type === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    else if (type === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.webp({ quality: 90 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // In the same slot: the thumbnail is made once here, never when it is viewed.
    const thumb = await thumbnailOf(input().rotate());
    return { data, contentType: type, width: info.width, height: info.height, thumbnail: thumb };
  } catch (error) {
    throw rejection(error);
  }
}

/** sharp's refusal as the member reads it: too many pixels (limitInputPixels), else unreadable. */
function rejection(error: unknown): ImageRejected {
  const message = (error as Error).message ?? '';
  return new ImageRejected(/pixel limit/i.test(message) ? UPLOAD_CODES.tooManyPixels : UPLOAD_CODES.undecodable);
}

const thumbnailOf = (image: Sharp) =>
  image.resize(320, 320, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();

/**
 * A small JPEG preview (at most 320 x 320) of a stored image, for a document stored before
 * thumbnails were made at upload: made once, then stored (DocumentsService).
 */
export function thumbnail(bytes: Buffer): Promise<Buffer> {
  return decodeQueue.run(() => thumbnailOf(sharp(bytes, { failOn: 'none', limitInputPixels: MAX_PIXELS })));
}
