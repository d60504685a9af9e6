/**
 * Attachment rules shared by the upload endpoint and the composer's picker (docs/attachments.md), without
 * schemas: the composer loads no validation code for them.
 */

/** What a message can carry: a photo (re-encoded), a PDF, or a contact card. */
export const ATTACHMENT_KINDS = ['photo', 'pdf', 'vcard'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Any upload larger than this is refused before it is read. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A contact card is a few lines of text; more is not a card. */
export const VCARD_MAX_BYTES = 256 * 1024;
/** The image formats a photo or an avatar may come in, as their first bytes prove them. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * The most pixels a photo may have, by format, checked from the header before anything is decoded: a "pixel bomb"
 * declares huge dimensions in a tiny file, and reading it costs CPU by pixels, not bytes. A JPEG is decoded
 * already shrunk (libvips reads it at 1/8 scale), so a camera's largest photos pass; a PNG or WebP is decoded
 * pixel by pixel, so it stops at 24 megapixels, a 6K screenshot (docs/attachments.md "Kinds and limits").
 */
export const PHOTO_MAX_PIXELS: Record<ImageFormat, { width: number; height: number }> = {
  jpeg: { width: 8000, height: 8000 },
  png: { width: 6000, height: 4000 },
  webp: { width: 6000, height: 4000 },
};

/** The refusal for an image over its format's cap, the same for photos and avatars. */
export function tooManyPixels(format: ImageFormat, cap: { width: number; height: number }): string {
  const mp = Math.round((cap.width * cap.height) / 1_000_000);
  return `This ${format.toUpperCase()} has too many pixels: at most ${mp} megapixels (${cap.width} × ${cap.height}). Save it smaller and try again.`;
}
/** A photo's longest side as stored and shown full size. */
export const PHOTO_MAX_SIDE = 1600;
/** The thumbnail's longest side, shown in the thread. */
export const PHOTO_THUMB_SIDE = 320;
/** Attachments one message may carry. */
export const ATTACHMENTS_PER_MESSAGE_MAX = 4;
/** The longest file name kept (longer ones are shortened, keeping the extension). */
export const ATTACHMENT_NAME_MAX = 120;

/** The types the picker offers and the server reads (HEIC is not among them: see docs/attachments.md). */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'text/vcard',
  'text/x-vcard',
] as const;
/** The `accept` list of the picker's file input: types and the extensions some phones report instead. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf', '.vcf'].join(',');

/**
 * "2.4 MB", "512 KB", "900 bytes": sizes in the server's English reasons (which the error handler words in the
 * member's language); the web app words sizes itself (components/chat/chat-text.ts `fileSize`).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The type a file's name or declared type suggests, for an early, clear refusal in the picker (the server decides). */
export function guessAttachmentKind(file: { name: string; type: string }): AttachmentKind | undefined {
  const type = file.type.toLowerCase();
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (['image/jpeg', 'image/png', 'image/webp'].includes(type) || ['jpg', 'jpeg', 'png', 'webp'].includes(ext)) {
    return 'photo';
  }
  if (type === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (type === 'text/vcard' || type === 'text/x-vcard' || ext === 'vcf') return 'vcard';
  return undefined;
}
