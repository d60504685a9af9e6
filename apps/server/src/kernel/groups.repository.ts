import type { Db } from '../db/kysely.ts';

/** The group and the settings that say who is in its channel (chapter-access.ts). */
export const findChannelGroup = (db: Db, groupId: number) =>
  db
    .selectFrom('groups')
    .select(['id', 'name', 'channel_visitors', 'channel_substitutes'])
    .where('id', '=', groupId)
    .executeTakeFirst();
