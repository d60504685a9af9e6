import type { ActivityEvent } from '@chapter/shared/activity.schemas';
import type { Channel } from '@chapter/shared/realtime.events';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Db } from '../../db/kysely.ts';
import type { ActivityType } from '../../db/schema-activity.ts';
import type { AppContext } from '../../lib/context.ts';
import { type Publication, publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import { type Box, countUnread, countUnreadOf, markUnread } from './activity.repository.ts';

interface Parties {
  id: number;
  type: ActivityType;
  giver_id: number;
  receiver_id: number;
}

/** The tab a record shows in for this user: Given for its giver, Received for its receiver. */
export const boxOf = (row: Parties, userId: number): Box => (row.giver_id === userId ? 'given' : 'received');

/** Both members of a record, once each (a self-recorded training credit has one). */
export const partiesOf = (row: Parties): number[] => [...new Set([row.giver_id, row.receiver_id])];

/**
 * Inside the transaction: the record becomes unread for every party except the one who made the change
 * (a leader's decision makes it unread for both).
 */
export async function markChangedFor(trx: Db, row: Parties, actorId: number, at: string): Promise<number[]> {
  const others = partiesOf(row).filter((u) => u !== actorId);
  await markUnread(
    trx,
    others.map((userId) => ({ userId, box: boxOf(row, userId) })),
    row.id,
    row.type,
    at,
  );
  return others;
}

/**
 * After commit: each party's Given/Received channel hears about the change with their fresh unread counts,
 * so badges and open lists move without a reload. `extra` adds events (one_to_one_update) to the same channels.
 */
export async function publishChange(
  ctx: AppContext,
  row: Parties & { status: string },
  extra: ActivityEvent[] = [],
): Promise<void> {
  const publications: Publication[] = [];
  const parties = partiesOf(row);
  // Both parties' counts in one query.
  const all = await countUnreadOf(ctx.db, parties);
  for (const userId of parties) {
    const c = all.get(userId) ?? { given: 0, received: 0 };
    const counts = { givenCount: c.given, receivedCount: c.received };
    const channel = channelFor(boxOf(row, userId), userId);
    const update: ActivityEvent = {
      type: 'activity_update',
      id: row.id,
      activityType: row.type,
      status: row.status,
      counts,
    };
    for (const event of [update, ...extra]) publications.push({ channel, event });
  }
  await publishAfterCommit(ctx, publications);
}

/** After a tab's records were marked seen: the owner's other tabs and devices hear the new counts. */
export async function publishSeen(ctx: AppContext, userId: number, box: Box): Promise<void> {
  const counts = await unreadCounts(ctx.db, userId);
  await publishAfterCommit(ctx, [{ channel: channelFor(box, userId), event: { type: 'activity_seen', counts } }]);
}

const channelFor = (box: Box, userId: number): Channel<'activity'> =>
  box === 'given' ? channels.activityGiven(userId) : channels.activityReceived(userId);

export async function unreadCounts(db: Db, userId: number, type?: ActivityType) {
  const c = await countUnread(db, userId, type);
  return { givenCount: c.given, receivedCount: c.received };
}
