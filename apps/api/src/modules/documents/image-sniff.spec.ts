import sharp from 'sharp';
import { reencodeImage, ImageRejected } from './image-processing';
import { MAX_DOCUMENT_BYTES, UPLOAD_CODES, findMarkup, inspectUpload, sniffImageType } from './image-sniff';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => Buffer.from(s, 'latin1');

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever its name would say', () => {
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull(); // too short to be a JPEG
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull(); // a RIFF that is audio
    expect(sniffImageType(text('GIF89a'))).toBeNull();
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(text('hello, this is a text file named photo.jpg'))).toBeNull();
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('findMarkup', () => {
  it('finds HTML and script markers in any case', () => {
    expect(findMarkup(text('\xff\xd8\xff\xfe\x00\x20<HTML><body>'))).toBe('<html');
    expect(findMarkup(text('\xff\xd8\xff...<ScRiPt>alert(1)</script>'))).toBe('<script');
    expect(findMarkup(text('\xff\xd8\xff <!DOCTYPE html>'))).toBe('<!doctype');
    expect(findMarkup(text('\xff\xd8\xff\xe0 plain jpeg bytes'))).toBeNull();
  });

  it('looks only at the first 64 KB', () => {
    const late = Buffer.concat([Buffer.alloc(70 * 1024, 0x41), text('<html>')]);
    expect(findMarkup(late)).toBeNull();
  });
});

describe('inspectUpload', () => {
  const jpegHead = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);

  it('accepts an image by its bytes', () => {
    expect(inspectUpload(jpegHead)).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses an empty file', () => {
    expect(inspectUpload(bytes())).toEqual({ ok: false, status: 400, code: UPLOAD_CODES.empty });
  });

  it('refuses more than 8 MB, and accepts exactly 8 MB', () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(jpegHead);
    expect(inspectUpload(big)).toEqual({ ok: false, status: 413, code: UPLOAD_CODES.tooLarge });
    expect(inspectUpload(big.subarray(0, MAX_DOCUMENT_BYTES))).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses a PDF and a text file with their own messages', () => {
    expect(inspectUpload(text('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).toEqual({ ok: false, status: 415, code: UPLOAD_CODES.pdf });
    expect(inspectUpload(text('not really a jpeg'))).toEqual({ ok: false, status: 415, code: UPLOAD_CODES.notImage });
  });

  it('refuses an HTML/JPEG polyglot', () => {
    const polyglot = Buffer.concat([Buffer.from(jpegHead), text('<html><script>fetch("/steal")</script></html>')]);
    expect(inspectUpload(polyglot)).toEqual({ ok: false, status: 400, code: UPLOAD_CODES.markup });
  });
});

describe('reencodeImage', () => {
  const make = (format: 'jpeg' | 'png' | 'webp') =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })[format]().toBuffer();

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('re-encodes a %s as the same type', async (format, type) => {
    const out = await reencodeImage(await make(format), type);
    expect(out.contentType).toBe(type);
    expect((await sharp(out.data).metadata()).format).toBe(format);
    expect([out.width, out.height]).toEqual([40, 30]);
  });

  it('drops EXIF (GPS) and turns the photo upright', async () => {
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
      .toBuffer();
    const rotated = await sharp(withGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(rotated).metadata()).exif).toBeDefined();
    const out = await reencodeImage(rotated, 'image/jpeg');
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([30, 40]);
    expect(out.data.includes(Buffer.from('WGS-84'))).toBe(false);
  });

  it('refuses bytes that start like a JPEG but do not decode, and a type mismatch', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    await expect(reencodeImage(fake, 'image/jpeg')).rejects.toThrow(new ImageRejected(UPLOAD_CODES.undecodable));
    await expect(reencodeImage(await make('png'), 'image/jpeg')).rejects.toThrow(UPLOAD_CODES.undecodable);
  });
});
