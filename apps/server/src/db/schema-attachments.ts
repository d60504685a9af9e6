/** Attachment tables (migration 0018, docs/attachments.md); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One upload: whose it is, what it is, and the message that took it (none while it waits to be sent). */
export interface AttachmentTable {
  /** Random, 128 bits base64url: also the file's key in storage. */
  id: string;
  uploader_id: number;
  kind: 'photo' | 'pdf' | 'vcard';
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  has_thumbnail: Generated<number>;
  created_at: Timestamp;
  /** The inbox message that carries it. */
  message_id: number | null;
  /** The chapter channel message that carries it. */
  channel_message_id: number | null;
  /** Its place among the message's attachments. */
  position: Generated<number>;
}

/** The files of the database storage: 'original' and, for photos, 'thumbnail'. */
export interface AttachmentFileTable {
  key: string;
  variant: string;
  data: Buffer;
}
