import type { CalendarFeedStatus } from '@chapter/shared/meetings.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { scopeGroup } from '../../kernel/group-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { addDays } from '../../lib/dates.ts';
import { hashToken, randomToken } from '../../lib/ids.ts';
import { type Principal, permissionsFor, selectAccess } from '../../lib/principal.ts';
import { deleteFeed, findFeedByToken, findFeedOf, markFeedUsed, saveFeedToken } from './calendar-feeds.repository.ts';
import { buildCalendar, icsFileName } from './ics.ts';
import { findGroup, selectMeetingsInRange } from './meetings.repository.ts';
import type { MeetingsService } from './meetings.service.ts';

/** The whole-calendar export spans the recent past and the year ahead. */
const PAST_DAYS = 92;
const AHEAD_DAYS = 366;

export interface IcsFile {
  fileName: string;
  body: string;
}

/** ICS export (one meeting, the whole calendar) and subscription feeds (docs/product-rules.md "Calendar export"). */
export class CalendarService {
  constructor(
    private readonly ctx: AppContext,
    private readonly meetings: MeetingsService,
  ) {}

  private options(name: string) {
    const url = new URL(this.ctx.config.appUrl);
    return { domain: url.hostname, appUrl: this.ctx.config.appUrl, name, now: this.ctx.clock.now() };
  }

  async meetingIcs(caller: Principal, meetingId: number): Promise<IcsFile> {
    const row = await this.meetings.visible(caller, meetingId);
    return { fileName: icsFileName(row.title), body: buildCalendar([row], this.options(row.group_name)) };
  }

  private async groupCalendar(groupId: number | undefined): Promise<string> {
    await this.meetings.ensureGenerated(groupId);
    const now = this.ctx.clock.now();
    const rows = await selectMeetingsInRange(
      this.ctx.db,
      groupId,
      addDays(now, -PAST_DAYS).toISOString(),
      addDays(now, AHEAD_DAYS).toISOString(),
    );
    const group = groupId === undefined ? undefined : await findGroup(this.ctx.db, groupId);
    return buildCalendar(rows, this.options(group ? `${group.name} meetings` : 'Chapter meetings'));
  }

  /** The whole calendar's file name is calendar.ics (docs/product-rules.md "Calendar export"). */
  async calendarIcs(caller: Principal, groupId: number | undefined): Promise<IcsFile> {
    return { fileName: 'calendar.ics', body: await this.groupCalendar(scopeGroup(caller, groupId)) };
  }

  async feedStatus(caller: Principal): Promise<CalendarFeedStatus> {
    const row = await findFeedOf(this.ctx.db, caller.userId);
    return { active: Boolean(row), createdAt: row?.created_at ?? null, url: null };
  }

  /** Creates or replaces the caller's feed token; the old URL stops working at once. */
  async regenerateFeed(caller: Principal): Promise<CalendarFeedStatus> {
    const token = randomToken();
    const stamp = toStamp(this.ctx.clock.now());
    await saveFeedToken(this.ctx.db, caller.userId, hashToken(token), stamp);
    return {
      active: true,
      createdAt: stamp,
      url: `${this.ctx.config.appUrl}/api/calendar-feeds/${token}/calendar.ics`,
    };
  }

  async revokeFeed(caller: Principal): Promise<CalendarFeedStatus> {
    await deleteFeed(this.ctx.db, caller.userId);
    return { active: false, createdAt: null, url: null };
  }

  /**
   * What a calendar app polls without a bearer token: the secret in the URL names the user, whose access is
   * checked now (a deactivated member or one without view_meetings gets 404, like an unknown token).
   */
  async feedIcs(token: string): Promise<IcsFile> {
    const feed = await findFeedByToken(this.ctx.db, hashToken(token));
    const access = feed && (await selectAccess(this.ctx.db, feed.user_id));
    if (!feed || !access || access.status !== 'active') throw notFound('Calendar');
    const groupId = access.membership_status === 'active' ? (access.group_id ?? undefined) : undefined;
    const isAdmin = access.is_admin === 1;
    if (!isAdmin && (!permissionsFor(access).includes('view_meetings') || groupId === undefined)) {
      throw notFound('Calendar');
    }
    await markFeedUsed(this.ctx.db, feed.user_id, toStamp(this.ctx.clock.now()));
    return {
      fileName: 'calendar.ics',
      body: await this.groupCalendar(groupId),
    };
  }
}
