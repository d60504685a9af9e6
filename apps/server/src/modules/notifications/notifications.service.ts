import { NOTIFICATIONS_KEEP_DAYS, NOTIFICATIONS_KEEP_PER_MEMBER } from '@chapter/shared/notifications.labels';
import type { Notification, NotificationList } from '@chapter/shared/notifications.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { toStamp } from '../../db/sql-values.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Notice, Notifier, Telling } from '../../lib/notifier.ts';
import type { Principal } from '../../lib/principal.ts';
import type { PushNotifier } from '../../lib/push-notifier.ts';
import { publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import {
  countUnread,
  insertNotifications,
  markAllRead,
  markRead,
  type NotificationRow,
  selectNotifications,
  trimNotifications,
} from './notifications.repository.ts';

const DAY_MS = 86_400_000;

function present(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

/**
 * The member's notification list (docs/notifications.md). Features tell members through `notify`: one insert for
 * every recipient, a live publication to each, then the push in the background, so the request that caused it
 * pays one statement.
 */
export class NotificationsService implements Notifier {
  constructor(
    private readonly ctx: AppContext,
    private readonly push?: PushNotifier,
  ) {}

  notify(userIds: readonly number[], notice: Notice): Promise<void> {
    return this.notifyEach([{ to: userIds, notice }]);
  }

  async notifyEach(tellings: readonly Telling[]): Promise<void> {
    const each = tellings.map(({ to, notice }) => ({ to: [...new Set(to)], notice })).filter(({ to }) => to.length > 0);
    if (each.length === 0) return;
    const created_at = toStamp(this.ctx.clock.now());
    try {
      const rows = await insertNotifications(
        this.ctx.db,
        each.flatMap(({ to, notice: { kind, title, body, link } }) =>
          to.map((user_id) => ({ user_id, kind, title, body, link, created_at })),
        ),
      );
      await publishAfterCommit(
        this.ctx,
        rows.map((row) => ({
          channel: channels.notifications(row.user_id),
          event: { type: 'notification_new', notification: present(row) } as const,
        })),
      );
    } catch (err) {
      // The change that caused it is stored and answered: a missed list entry is logged, never the caller's error.
      this.ctx.log.warn({ err: String(err) }, 'notification not recorded');
    }
    for (const { to, notice } of each) {
      const { title, body, link, tag } = notice;
      for (const userId of to) this.push?.notifyLater(userId, { title, body, url: link, tag });
    }
  }

  async list(caller: Principal, cursor: number | undefined, limit: number): Promise<NotificationList> {
    const [rows, unreadCount] = await Promise.all([
      selectNotifications(this.ctx.db, caller.userId, cursor, limit),
      countUnread(this.ctx.db, caller.userId),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(present),
      unreadCount,
      nextCursor: rows.length > limit && last ? String(last.id) : null,
    };
  }

  /** Opening one marks it read; another member's id (or an unknown one) is 404. */
  async read(caller: Principal, id: number): Promise<{ unreadCount: number }> {
    const now = toStamp(this.ctx.clock.now());
    if (!(await markRead(this.ctx.db, caller.userId, id, now))) throw notFound('Notification');
    return this.announceCount(caller.userId);
  }

  async readAll(caller: Principal): Promise<{ unreadCount: number }> {
    await markAllRead(this.ctx.db, caller.userId, toStamp(this.ctx.clock.now()));
    return this.announceCount(caller.userId);
  }

  /** The member's other devices update their bell too. */
  private async announceCount(userId: number): Promise<{ unreadCount: number }> {
    const unreadCount = await countUnread(this.ctx.db, userId);
    await publishAfterCommit(this.ctx, [
      { channel: channels.notifications(userId), event: { type: 'notifications_read', unreadCount } as const },
    ]);
    return { unreadCount };
  }

  /** The retention bound: 90 days, the newest 200 per member (hourly job). */
  async trim(): Promise<number> {
    const before = toStamp(new Date(this.ctx.clock.now().getTime() - NOTIFICATIONS_KEEP_DAYS * DAY_MS));
    return trimNotifications(this.ctx.db, before, NOTIFICATIONS_KEEP_PER_MEMBER);
  }
}
