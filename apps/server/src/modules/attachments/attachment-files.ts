import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  type AttachmentKind,
  formatFileSize,
  type ImageFormat,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_THUMB_SIDE,
  tooManyPixels,
  VCARD_MAX_BYTES,
} from '@chapter/shared/attachments';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** A checked upload, ready to store: only what was re-encoded or proven to be what it claims. */
export interface ProcessedUpload {
  kind: AttachmentKind;
  mime: string;
  name: string;
  original: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
}

export const ACCEPTED_FILES = 'Attach a photo (JPEG, PNG or WebP), a PDF or a contact card (.vcf)';

const invalid = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { details: [{ field: 'file', message }] });

/** What the file's first bytes prove, whatever its name or Content-Type claims. */
function sniff(bytes: Buffer): ImageFormat | 'pdf' | 'vcard' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // A UTF-8 byte order mark and blank lines may come before the card.
  const head = bytes
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.toUpperCase().startsWith('BEGIN:VCARD')) return 'vcard';
  return undefined;
}

/**
 * A name safe to store, show and offer on download: no folders, no control or markup characters, not too long,
 * and ending in the extension of what the file really is.
 */
export function safeFileName(declared: string | undefined, ext: string, fallback: string): string {
  const base = (declared ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{C}<>:"|?*`$;&{}[\]]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const stem = cleaned.replace(/\.[^.]{1,8}$/, '').trim() || fallback;
  return `${Array.from(stem)
    .slice(0, ATTACHMENT_NAME_MAX - ext.length - 1)
    .join('')}.${ext}`;
}

/**
 * Re-encodes a photo: turned upright from its orientation tag, shrunk to at most PHOTO_MAX_SIDE, and written out
 * from decoded pixels only, so EXIF (GPS, camera, times), comments and trailing data never survive. The pixel
 * cap of its format is checked from the header before decoding, and sharp enforces it again while decoding. The
 * original is decoded once: the thumbnail is made from the re-encoded full size.
 */
async function processPhoto(bytes: Buffer, format: ImageFormat, name: string | undefined): Promise<ProcessedUpload> {
  const cap = PHOTO_MAX_PIXELS[format];
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error', animated: false }).metadata();
  } catch {
    throw invalid('The photo could not be read');
  }
  if (meta.format !== format || !meta.width || !meta.height) throw invalid('The photo could not be read');
  if (meta.width * meta.height > cap.width * cap.height) throw invalid(tooManyPixels(format, cap));
  const options = { limitInputPixels: cap.width * cap.height, failOn: 'error' as const, animated: false };
  try {
    const full = await sharp(bytes, options)
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize(PHOTO_THUMB_SIDE, PHOTO_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return {
      kind: 'photo',
      mime: 'image/jpeg',
      name: safeFileName(name, 'jpg', 'Photo'),
      original: full.data,
      thumbnail: thumb,
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    throw invalid('The photo could not be read');
  }
}

function processVcard(bytes: Buffer, name: string | undefined): ProcessedUpload {
  if (bytes.length > VCARD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `A contact card can be at most ${formatFileSize(VCARD_MAX_BYTES)}`);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD') || !/END:VCARD\s*$/i.test(text)) throw invalid('The contact card could not be read');
  const fn = /^FN[^:\r\n]*:(.+)$/im.exec(text)?.[1]?.trim();
  return {
    kind: 'vcard',
    mime: 'text/vcard',
    name: safeFileName(name ?? fn, 'vcf', fn || 'Contact'),
    original: bytes,
    thumbnail: null,
    width: null,
    height: null,
  };
}

/** Checks an upload by its content and prepares what is stored; anything else is refused with a clear reason. */
export async function processUpload(bytes: unknown, declaredName: string | undefined): Promise<ProcessedUpload> {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw invalid(ACCEPTED_FILES);
  if (bytes.length > ATTACHMENT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Files can be at most ${formatFileSize(ATTACHMENT_MAX_BYTES)}`);
  }
  const found = sniff(bytes);
  if (!found) throw invalid(ACCEPTED_FILES);
  if (found === 'pdf') {
    return {
      kind: 'pdf',
      mime: 'application/pdf',
      name: safeFileName(declaredName, 'pdf', 'Document'),
      original: bytes,
      thumbnail: null,
      width: null,
      height: null,
    };
  }
  if (found === 'vcard') return processVcard(bytes, declaredName);
  return processPhoto(bytes, found, declaredName);
}
