import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { Db } from '../../db/kysely.ts';
import { isSet } from '../../db/sql-values.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AttachmentOwner,
  claimUpload,
  selectChannelAttachments,
  selectInboxAttachments,
} from './attachments.repository.ts';

/**
 * How the inbox and the chapter channel attach uploads to their messages and present them (docs/attachments.md).
 * Kept apart from the attachments service so those modules can call it inside their own transactions.
 */

type DescriptorRow = {
  id: string;
  kind: AttachmentDescriptor['kind'];
  name: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  has_thumbnail: number;
};

export function presentAttachment(row: DescriptorRow): AttachmentDescriptor {
  const url = `/api/attachments/${row.id}`;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: Number(row.size),
    mime: row.mime,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    url,
    thumbnailUrl: isSet(row.has_thumbnail) ? `${url}/thumbnail` : null,
  };
}

/**
 * Gives the sender's own unsent uploads to a new message, in the caller's transaction and in the order given.
 * Anything else (another member's upload, one already sent, one cleaned up, a made-up id) refuses the whole
 * message, so the transaction stores nothing.
 */
export async function linkAttachments(
  trx: Db,
  uploaderId: number,
  ids: readonly string[],
  owner: AttachmentOwner,
): Promise<void> {
  const unique = [...new Set(ids)];
  for (const [position, id] of unique.entries()) {
    if (!(await claimUpload(trx, id, uploaderId, owner, position))) {
      const message = 'An attachment is no longer available. Remove it and attach the file again.';
      throw new AppError('VALIDATION_ERROR', message, { details: [{ field: 'attachmentIds', message }] });
    }
  }
}

/** The attachments of several inbox messages at once, in their order, by message id. */
export async function inboxAttachments(db: Db, messageIds: readonly number[]) {
  const out = new Map<number, AttachmentDescriptor[]>();
  if (messageIds.length === 0) return out;
  const rows = await selectInboxAttachments(db, messageIds);
  for (const r of rows) {
    const id = r.message_id as number;
    out.set(id, [...(out.get(id) ?? []), presentAttachment(r)]);
  }
  return out;
}

/** The attachments of several chapter channel messages at once, in their order, by message id. */
export async function channelAttachments(db: Db, messageIds: readonly number[]) {
  const out = new Map<number, AttachmentDescriptor[]>();
  if (messageIds.length === 0) return out;
  const rows = await selectChannelAttachments(db, messageIds);
  for (const r of rows) {
    const id = r.channel_message_id as number;
    out.set(id, [...(out.get(id) ?? []), presentAttachment(r)]);
  }
  return out;
}
