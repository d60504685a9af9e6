import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { AttachmentTable } from '../../db/schema-attachments.ts';

export const insertAttachment = (db: Db, row: Insertable<AttachmentTable>) =>
  db.insertInto('attachments').values(row).execute();

/**
 * An attachment with what decides who may see it: the inbox message's two participants, or the channel
 * message's group; whether that message is deleted; or, unsent, only its uploader.
 */
export const findAttachmentAccess = (db: Db, id: string) =>
  db
    .selectFrom('attachments as a')
    .leftJoin('messages as m', 'm.id', 'a.message_id')
    .leftJoin('channel_messages as c', 'c.id', 'a.channel_message_id')
    .select([
      'a.id',
      'a.uploader_id',
      'a.kind',
      'a.name',
      'a.mime',
      'a.has_thumbnail',
      'a.message_id',
      'a.channel_message_id',
      'm.sender_id as message_sender_id',
      'm.recipient_id as message_recipient_id',
      'm.deleted_at as message_deleted_at',
      'c.group_id as channel_group_id',
      'c.deleted_at as channel_deleted_at',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();

/** Bytes the member's uploads still kept take, of those made since `since`. */
export async function uploadedBytesSince(db: Db, uploaderId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('uploader_id', '=', uploaderId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Uploads no message took within the grace period, and those of deleted messages: their files can go. */
export async function selectExpired(db: Db, unsentBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments as a')
    .leftJoin('messages as m', 'm.id', 'a.message_id')
    .leftJoin('channel_messages as c', 'c.id', 'a.channel_message_id')
    .select('a.id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('a.message_id', 'is', null),
          eb('a.channel_message_id', 'is', null),
          eb('a.created_at', '<', unsentBefore),
        ]),
        eb('m.deleted_at', 'is not', null),
        eb('c.deleted_at', 'is not', null),
      ]),
    )
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export const deleteAttachment = (db: Db, id: string) => db.deleteFrom('attachments').where('id', '=', id).execute();

/** Which message a set of attachments belongs to. */
export type AttachmentOwner = { message_id: number } | { channel_message_id: number };

/** What a message shows of each attachment (attachment-links.ts presents it). */
const descriptorColumns = ['id', 'kind', 'name', 'size', 'mime', 'width', 'height', 'has_thumbnail'] as const;

/** Gives one of the uploader's unsent uploads to a message; false when it is not theirs, or sent, or gone. */
export async function claimUpload(
  db: Db,
  id: string,
  uploaderId: number,
  owner: AttachmentOwner,
  position: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('attachments')
    .set({ ...owner, position })
    .where('id', '=', id)
    .where('uploader_id', '=', uploaderId)
    .where('message_id', 'is', null)
    .where('channel_message_id', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

export const selectInboxAttachments = (db: Db, messageIds: readonly number[]) =>
  db
    .selectFrom('attachments')
    .select([...descriptorColumns, 'message_id'])
    .where('message_id', 'in', [...messageIds])
    .orderBy('position')
    .execute();

export const selectChannelAttachments = (db: Db, messageIds: readonly number[]) =>
  db
    .selectFrom('attachments')
    .select([...descriptorColumns, 'channel_message_id'])
    .where('channel_message_id', 'in', [...messageIds])
    .orderBy('position')
    .execute();

/** Files kept in the database (DatabaseStorage in attachment-storage.ts). */
export async function insertFile(db: Db, key: string, variant: 'original' | 'thumbnail', data: Buffer): Promise<void> {
  await db.insertInto('attachment_files').values({ key, variant, data }).execute();
}

export const findFile = (db: Db, key: string, variant: 'original' | 'thumbnail') =>
  db
    .selectFrom('attachment_files')
    .select('data')
    .where('key', '=', key)
    .where('variant', '=', variant)
    .executeTakeFirst();

export async function deleteFiles(db: Db, key: string): Promise<void> {
  await db.deleteFrom('attachment_files').where('key', '=', key).execute();
}
