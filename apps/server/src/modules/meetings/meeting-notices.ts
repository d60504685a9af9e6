import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { Db } from '../../db/kysely.ts';
import type { Notice, Notifier } from '../../lib/notifier.ts';
import { selectGroupHolders } from '../../lib/principal.ts';
import { formatMeetingTime } from './meeting-emails.ts';
import type { MeetingRow } from './meetings.repository.ts';

type Seen = Pick<
  MeetingRow,
  'id' | 'title' | 'starts_at' | 'ends_at' | 'timezone' | 'location' | 'online_link' | 'status'
>;

/**
 * What members are told of a meeting change (docs/notifications.md): a cancellation, or a new time or place. An
 * edit of the title, agenda or speaker alone tells nobody.
 */
export function meetingChangeNotice(before: Seen, after: Seen, reason: string | null = null): Notice | undefined {
  const link = webPath(webPaths.meeting, { meetingId: after.id });
  const tag = `meeting-${after.id}`;
  const when = formatMeetingTime(after.starts_at, after.timezone);
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    return {
      kind: 'meeting',
      title: `Cancelled: ${after.title}`,
      body: `${formatMeetingTime(before.starts_at, before.timezone)} is cancelled.${reason ? ` ${reason}` : ''}`,
      link,
      tag,
    };
  }
  const moved = before.starts_at !== after.starts_at || before.ends_at !== after.ends_at;
  const placed = before.location !== after.location || before.online_link !== after.online_link;
  if (!moved && !placed) return undefined;
  const where = after.location ?? (after.online_link ? 'Online' : null);
  return {
    kind: 'meeting',
    title: moved ? `New time: ${after.title}` : `New place: ${after.title}`,
    body: where ? `${when}, ${where}` : when,
    link,
    tag,
  };
}

/** Everyone of the group who sees its meetings hears of the change, apart from the leader who made it. */
export async function tellMembers(
  db: Db,
  notifier: Notifier,
  groupId: number,
  actorId: number,
  notice: Notice,
): Promise<void> {
  const members = await selectGroupHolders(db, groupId, 'view_meetings');
  await notifier.notify(
    members.map((m) => m.id).filter((id) => id !== actorId),
    notice,
  );
}
