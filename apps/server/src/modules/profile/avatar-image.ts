import { type ImageFormat, tooManyPixels } from '@chapter/shared/attachments';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '@chapter/shared/avatar';
import { AVATAR_SIZES } from '@chapter/shared/constants';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const invalid = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { details: [{ field: 'image', message }] });

/** The type the file's first bytes prove, whatever its name or Content-Type claims. */
function sniffImage(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/**
 * Checks an upload and re-encodes it as square JPEGs of 96, 256 and 512 pixels. Nothing of the original
 * survives (metadata, trailing data, embedded scripts): only decoded pixels are written back out. The pixel
 * cap of its format is checked from the header before decoding, and sharp enforces it again while decoding. The
 * original is decoded once, into the largest size; the smaller ones are made from that.
 */
export async function renderAvatar(bytes: Buffer): Promise<Map<number, Buffer>> {
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Images can be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`);
  }
  const kind = sniffImage(bytes);
  if (!kind) throw invalid('Upload a JPEG, PNG or WebP image');
  const cap = AVATAR_MAX_PIXELS[kind];
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels, so the cap is checked here with a clear message, not by sharp.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error', animated: false }).metadata();
  } catch {
    throw invalid('The image could not be read');
  }
  if (meta.format !== kind) throw invalid('The image could not be read');
  if (!meta.width || !meta.height) throw invalid('The image could not be read');
  if (meta.width * meta.height > cap.width * cap.height) throw invalid(tooManyPixels(kind, cap));
  const options = { limitInputPixels: cap.width * cap.height, failOn: 'error' as const, animated: false };
  const largest = Math.max(...AVATAR_SIZES);
  const out = new Map<number, Buffer>();
  try {
    // The one decode: libvips shrinks while decoding, so memory stays far below a full decode.
    const square = await sharp(bytes, options)
      .rotate()
      .resize(largest, largest, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    out.set(largest, square);
    for (const size of AVATAR_SIZES.filter((s) => s !== largest)) {
      out.set(size, await sharp(square).resize(size, size).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
    }
  } catch {
    throw invalid('The image could not be read');
  }
  return out;
}
