/**
 * Decides what an uploaded file is from its bytes alone: never from its name or the type the
 * browser declared (docs/product.md §5). Pure functions; the decoding itself is done by image-processing.ts.
 */
import type { MessageKey } from '@halimbawa/domain';
import type { ImageType } from './identity-document.entity';

export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** How far into the file markup is looked for (polyglots put it in an early comment segment). */
export const MARKUP_SCAN_BYTES = 64 * 1024;

/** The codes of refused uploads (catalogue keys). */
export const UPLOAD_CODES = {
  missing: 'apiKyc.photoMissing',
  empty: 'apiKyc.photoEmpty',
  tooLarge: 'apiKyc.photoTooLarge',
  pdf: 'apiKyc.photoPdf',
  notImage: 'apiKyc.photoNotImage',
  markup: 'apiKyc.photoMarkup',
  undecodable: 'apiKyc.photoUndecodable',
  tooManyPixels: 'apiKyc.photoTooManyPixels',
} as const satisfies Record<string, MessageKey>;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP), else null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const MARKUP = ['<html', '<script', '<!doctype', '<body', '<iframe', '<svg', '<?php'];

/** The first HTML-like marker in the first 64 KB (case-insensitive), if any. */
export function findMarkup(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MARKUP_SCAN_BYTES)).toString('latin1').toLowerCase();
  return MARKUP.find((m) => head.includes(m)) ?? null;
}

export type UploadVerdict = { ok: true; type: ImageType } | { ok: false; status: 400 | 413 | 415; code: MessageKey };

/**
 * The checks made before an upload is decoded: not empty, at most 8 MB, a JPEG, PNG or WebP by
 * its magic bytes, and no web page code hidden in it (an HTML/image polyglot).
 */
export function inspectUpload(bytes: Uint8Array): UploadVerdict {
  if (bytes.length === 0) return { ok: false, status: 400, code: UPLOAD_CODES.empty };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, status: 413, code: UPLOAD_CODES.tooLarge };
  const type = sniffImageType(bytes);
  if (!type) {
    const isPdf = startsWith(bytes, ascii('%PDF'));
    return { ok: false, status: 415, code: isPdf ? UPLOAD_CODES.pdf : UPLOAD_CODES.notImage };
  }
  if (findMarkup(bytes)) return { ok: false, status: 400, code: UPLOAD_CODES.markup };
  return { ok: true, type };
}
