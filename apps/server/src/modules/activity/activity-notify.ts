import { channels } from '@chapter/shared/realtime.schemas';
import type { Db } from '../../db/kysely.ts';
import type { ActivityType } from '../../db/schema-activity.ts';
import type { AppContext } from '../../lib/context.ts';
import { type Box, countUnread, markUnread } from './activity.repository.ts';

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
  for (const userId of others) await markUnread(trx, userId, boxOf(row, userId), row.id, row.type, at);
  return others;
}

/**
 * After commit: each party's Given/Received channel hears about the change with their fresh unread counts,
 * so badges and open lists move without a reload. `extra` adds events (one_to_one_update) to the same
 * channels. A failed publish is logged, never fails the request: the data is committed and a reload shows it.
 */
export async function publishChange(
  ctx: AppContext,
  row: Parties & { status: string },
  extra: Array<Record<string, unknown>> = [],
): Promise<void> {
  const jobs: Array<Promise<unknown>> = [];
  for (const userId of partiesOf(row)) {
    const counts = await unreadCounts(ctx.db, userId);
    const channel = channelFor(boxOf(row, userId), userId);
    jobs.push(
      ctx.realtime.publish(channel, {
        type: 'activity_update',
        id: row.id,
        activityType: row.type,
        status: row.status,
        counts,
      }),
    );
    for (const data of extra) jobs.push(ctx.realtime.publish(channel, data));
  }
  for (const r of await Promise.allSettled(jobs)) {
    if (r.status === 'rejected') ctx.log.warn({ err: String(r.reason) }, 'activity publish failed');
  }
}

export const channelFor = (box: Box, userId: number): string =>
  box === 'given' ? channels.activityGiven(userId) : channels.activityReceived(userId);

export async function unreadCounts(db: Db, userId: number, type?: ActivityType) {
  const c = await countUnread(db, userId, type);
  return { givenCount: c.given, receivedCount: c.received };
}
