import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { Db } from '../../db/kysely.ts';
import { isSet } from '../../db/sql-values.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * How the inbox and the chapter channel attach uploads to their messages and present them (docs/attachments.md).
 * Kept apart from the attachments service so those modules can call it inside their own transactions.
 */

/** Which message a set of attachments belongs to. */
type AttachmentOwner = { message_id: number } | { channel_message_id: number };

const columns = ['id', 'kind', 'name', 'size', 'mime', 'width', 'height', 'has_thumbnail'] as const;

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
    const { numUpdatedRows } = await trx
      .updateTable('attachments')
      .set({ ...owner, position })
      .where('id', '=', id)
      .where('uploader_id', '=', uploaderId)
      .where('message_id', 'is', null)
      .where('channel_message_id', 'is', null)
      .executeTakeFirst();
    if (Number(numUpdatedRows) !== 1) {
      const message = 'An attachment is no longer available. Remove it and attach the file again.';
      throw new AppError('VALIDATION_ERROR', message, { details: [{ field: 'attachmentIds', message }] });
    }
  }
}

/** The attachments of several inbox messages at once, in their order, by message id. */
export async function inboxAttachments(db: Db, messageIds: readonly number[]) {
  const out = new Map<number, AttachmentDescriptor[]>();
  if (messageIds.length === 0) return out;
  const rows = await db
    .selectFrom('attachments')
    .select([...columns, 'message_id'])
    .where('message_id', 'in', [...messageIds])
    .orderBy('position')
    .execute();
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
  const rows = await db
    .selectFrom('attachments')
    .select([...columns, 'channel_message_id'])
    .where('channel_message_id', 'in', [...messageIds])
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const id = r.channel_message_id as number;
    out.set(id, [...(out.get(id) ?? []), presentAttachment(r)]);
  }
  return out;
}
