import type { LanguageCode } from '@chapter/shared/languages';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import type { Db } from '../../db/kysely.ts';
import type { Notice, Notifier } from '../../lib/notifier.ts';
import { selectGroupHolders } from '../../lib/principal.ts';
import { formatLocaleOf } from '../../lib/text-locale.ts';
import { tellingsInLanguages } from '../notifications/text-languages.ts';
import { formatMeetingTime } from './meeting-emails.ts';
import type { MeetingRow } from './meetings.repository.ts';
import { meetingsText } from './messages.ts';

type Seen = Pick<
  MeetingRow,
  'id' | 'title' | 'starts_at' | 'ends_at' | 'timezone' | 'location' | 'online_link' | 'status'
>;

/**
 * What members are told of a meeting change (docs/notifications.md), in `language` with its times in that
 * language's form: a cancellation, or a new time or place. An edit of the title, agenda or speaker alone tells nobody.
 */
export function meetingChangeNotice(
  before: Seen,
  after: Seen,
  reason: string | null = null,
  language: LanguageCode = 'en',
): Notice | undefined {
  const t = (key: Parameters<typeof meetingsText>[1], values?: Record<string, unknown>) =>
    meetingsText(language, key, values);
  const locale = formatLocaleOf(language);
  const link = webPath(webPaths.meeting, { meetingId: after.id });
  const tag = `meeting-${after.id}`;
  const when = formatMeetingTime(after.starts_at, after.timezone, locale);
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    const was = formatMeetingTime(before.starts_at, before.timezone, locale);
    return {
      kind: 'meeting',
      title: t('cancelledSubject', { title: after.title }),
      body: `${t('noticeCancelledBody', { when: was })}${reason ? ` ${reason}` : ''}`,
      link,
      tag,
    };
  }
  const moved = before.starts_at !== after.starts_at || before.ends_at !== after.ends_at;
  const placed = before.location !== after.location || before.online_link !== after.online_link;
  if (!moved && !placed) return undefined;
  const where = after.location ?? (after.online_link ? t('online') : null);
  return {
    kind: 'meeting',
    title: t(moved ? 'noticeNewTime' : 'noticeNewPlace', { title: after.title }),
    body: where ? `${when}, ${where}` : when,
    link,
    tag,
  };
}

/**
 * Everyone of the group who sees its meetings hears of the change, apart from the leader who made it, each in their
 * language (`notice` words it in one; undefined: nothing to tell).
 */
export async function tellMembers(
  db: Db,
  notifier: Notifier,
  groupId: number,
  actorId: number,
  notice: (language: LanguageCode) => Notice | undefined,
): Promise<void> {
  if (!notice('en')) return;
  const members = await selectGroupHolders(db, groupId, 'view_meetings');
  const tellings = await tellingsInLanguages(
    db,
    members.map((m) => m.id).filter((id) => id !== actorId),
    (language) => notice(language) as Notice,
  );
  await notifier.notifyEach(tellings);
}
