import { z } from 'zod';
import { ATTACHMENT_KINDS, ATTACHMENTS_PER_MESSAGE_MAX } from './attachments.ts';
import { said } from './validation/said.ts';

/** An attachment as messages, uploads and real-time pushes present it (docs/attachments.md). */
export const attachmentDescriptor = z.object({
  /** Random and unguessable (128 bits, base64url). */
  id: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** The file name shown and offered on download (made safe by the server). */
  name: z.string(),
  /** Bytes of the stored file (a photo after re-encoding). */
  size: z.number(),
  mime: z.string(),
  /** A photo's stored size, so the thread keeps its room before the image loads; null for files. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The file: '/api/attachments/{id}'. */
  url: z.string(),
  /** A photo's thumbnail: '/api/attachments/{id}/thumbnail'; null for files. */
  thumbnailUrl: z.string().nullable(),
});
export type AttachmentDescriptor = z.infer<typeof attachmentDescriptor>;

/** The ids a new message carries: the sender's own uploads not yet sent with another message. */
export const attachmentIds = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, said('unknownAttachment')))
  .max(ATTACHMENTS_PER_MESSAGE_MAX, said('tooManyAttachments', { max: ATTACHMENTS_PER_MESSAGE_MAX }))
  .default([]);

export const attachmentParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, said('unknownAttachment')),
});

/** POST /api/attachments?name=: the body is the file itself; the name is what the member's device called it. */
export const uploadAttachmentQuery = z.object({ name: z.string().trim().max(255).optional() });

/** GET /api/attachments/:id?download=1 asks for `attachment` rather than `inline`. */
export const attachmentFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** POST /api/attachments/business-card: a member's card as a vCard, ready to send. */
export const businessCardRequest = z.strictObject({ userId: z.number().int().positive() });
