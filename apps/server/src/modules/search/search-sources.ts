import type { ActivityDetails } from '@chapter/shared/activity.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import type { SearchResult, SearchType } from '@chapter/shared/search.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { toStamp } from '../../db/sql-values.ts';
import { chapterAccess } from '../../kernel/chapter-access.ts';
import { heldRole } from '../../kernel/group-scope.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { activityPath } from '../activity/activity-emails.ts';
import {
  selectChannelMessages,
  selectMeetings,
  selectMembers,
  selectMessages,
  selectRecords,
} from './search.repository.ts';
import { invalidCursor, type Position } from './search-cursor.ts';
import { excerpt, markOptional, markText, strength, type Terms } from './search-text.ts';

/**
 * Where results come from (docs/search.md "Adding a source"). A source feeds one kind of result, says who may
 * search it, and returns a page of hits in its own keyset order, each with the position to continue after it.
 * A kind may have several sources (a chapter channel's messages beside the inbox's): the service merges them.
 */
export interface SearchSource {
  /** Names the source in cursors: never change it once released. */
  key: string;
  type: SearchType;
  allowed(caller: Principal): boolean;
  page(ctx: AppContext, caller: Principal, terms: Terms, after: Position | undefined, take: number): Promise<Hit[]>;
}

export interface Hit {
  result: SearchResult;
  /** The source's keyset position of this hit: the next page starts after it. */
  position: Position;
  strength: 1 | 2 | 3;
  /** For merging the sources of one kind (newest first): when it happened. */
  at: string;
}

/** Platform admins search every group; everyone else their own. */
const groupOf = (caller: Principal): number | undefined => (caller.isAdmin ? undefined : (caller.groupId ?? -1));

/** The index's scope already holds only the caller's rows: checked again on the rows read, as a second lock. */
const isParty = (caller: Principal, a: number, b: number) => caller.userId === a || caller.userId === b;

const stringAndId = (after: Position | undefined): [string, number] | undefined => {
  if (after === undefined) return undefined;
  if (after.length !== 2 || typeof after[0] !== 'string' || !Number.isInteger(after[1])) throw invalidCursor();
  return [after[0], after[1] as number];
};

const idOnly = (after: Position | undefined): number | undefined => {
  if (after === undefined) return undefined;
  if (after.length !== 1 || !Number.isInteger(after[0])) throw invalidCursor();
  return after[0] as number;
};

/** The roster's members (active memberships of the group), by name. */
const roster: SearchSource = {
  key: 'roster',
  type: 'members',
  allowed: (caller) => hasPermission(caller, 'view_members'),
  async page(ctx, caller, terms, after, take) {
    const rows = await selectMembers(ctx.db, ctx.dialect, groupOf(caller), terms, stringAndId(after), take);
    return rows.map((r) => ({
      result: {
        kind: 'member',
        id: r.id,
        link: webPath(webPaths.profile, { userId: r.id }),
        name: markText(r.name, terms),
        companyName: markOptional(r.company_name, terms),
        classification: markOptional(r.classification, terms),
        role: heldRole(r),
        profileImageUrl: avatarPath(r.id, r.avatar_key),
      },
      position: [r.name, r.id],
      strength: strength([r.name, r.company_name, r.classification], terms),
      at: '',
    }));
  },
};

/** The group's calendar: meetings not over yet (soonest first), then past ones (latest first). */
const calendar: SearchSource = {
  key: 'calendar',
  type: 'meetings',
  allowed: (caller) => hasPermission(caller, 'view_meetings'),
  async page(ctx, caller, terms, after, take) {
    if (after !== undefined && after[0] !== 'upcoming' && after[0] !== 'past') throw invalidCursor();
    const run = after?.[0] === 'past' ? 'past' : 'upcoming';
    const key = stringAndId(after?.slice(1));
    const now = toStamp(ctx.clock.now());
    const group = groupOf(caller);
    const find = (which: 'upcoming' | 'past', from: [string, number] | undefined, n: number) =>
      selectMeetings(ctx.db, ctx.dialect, group, terms, which, now, from, n).then((rows) =>
        rows.map((row) => ({ row, run: which })),
      );
    const rows = await find(run, key, take);
    if (run === 'upcoming' && rows.length < take) rows.push(...(await find('past', undefined, take - rows.length)));
    return rows.map(({ row: m, run: which }) => ({
      result: {
        kind: 'meeting',
        id: m.id,
        link: webPath(webPaths.meeting, { meetingId: m.id }),
        title: markText(m.title, terms),
        meetingType: m.type,
        status: m.status,
        startsAt: m.starts_at,
        timezone: m.timezone,
        location: markOptional(m.location, terms),
        speaker: markOptional(m.speaker, terms),
      },
      position: [which, m.starts_at, m.id],
      strength: strength([m.title], terms),
      at: m.starts_at,
    }));
  },
};

/** The caller's own activity records, given or received, newest first. */
const activity: SearchSource = {
  key: 'activity',
  type: 'records',
  allowed: (caller) => hasPermission(caller, 'view_activity'),
  async page(ctx, caller, terms, after, take) {
    const rows = await selectRecords(ctx.db, ctx.dialect, caller.userId, terms, idOnly(after), take);
    return rows
      .filter((r) => isParty(caller, r.giver_id, r.receiver_id))
      .map((r) => {
        const given = r.giver_id === caller.userId;
        const other = given ? { id: r.receiver_id, name: r.receiver_name } : { id: r.giver_id, name: r.giver_name };
        return {
          result: {
            kind: 'record',
            id: r.id,
            link: activityPath(r.type, r.id, given ? undefined : 'received'),
            activityType: r.type,
            direction: given ? 'given' : 'received',
            title: markText(r.summary, terms),
            excerpt: detailsExcerpt(r.summary, r.details, terms),
            otherMember: { id: other.id, name: markText(other.name, terms) },
            status: r.status,
            occurredAt: r.occurred_at,
          },
          position: [r.id],
          strength: strength([r.summary], terms),
          at: r.occurred_at,
        };
      });
  },
};

/** The details around what matched, unless they only repeat the title (a thanks' title is its description). */
function detailsExcerpt(summary: string, details: string, terms: Terms) {
  const found = excerpt(detailsText(details), terms);
  if (!found) return null;
  const title = summary.replace(/…$/, '');
  const lead = found.text.startsWith('…') ? 1 : 0;
  const repeats = found.text.startsWith(title, lead) && found.marks.every(([, end]) => end <= lead + title.length);
  return repeats ? null : found;
}

/** The words a member wrote in a record's details (the fields migration 0016 indexes). */
function detailsText(details: string): string {
  let parsed: ActivityDetails;
  try {
    parsed = JSON.parse(details) as ActivityDetails;
  } catch {
    return '';
  }
  const fields = [
    parsed.prospectContact,
    parsed.description,
    parsed.location,
    parsed.note,
    parsed.text,
    parsed.provider,
  ];
  return fields.filter((f): f is string => typeof f === 'string' && f !== '').join(' · ');
}

/** Messages of the caller's one-to-one conversations, newest first. */
const inbox: SearchSource = {
  key: 'inbox',
  type: 'messages',
  allowed: () => true,
  async page(ctx, caller, terms, after, take) {
    const rows = await selectMessages(ctx.db, ctx.dialect, caller.userId, terms, idOnly(after), take);
    return rows
      .filter((m) => isParty(caller, m.sender_id, m.recipient_id))
      .map((m) => {
        const sent = m.sender_id === caller.userId;
        return {
          result: {
            kind: 'message',
            id: m.id,
            link: webPath(webPaths.conversation, { conversationId: m.conversation_id, message: m.id }),
            conversationId: m.conversation_id,
            sender: { id: m.sender_id, name: m.sender_name },
            otherMember: sent
              ? { id: m.recipient_id, name: m.recipient_name }
              : { id: m.sender_id, name: m.sender_name },
            // A message matched in its words: there is always a mark (null only if the index and text disagreed).
            excerpt: excerpt(m.content, terms) ?? { text: m.content.slice(0, 180), marks: [] },
            sentAt: m.sent_at,
          },
          position: [m.id],
          strength: 1,
          at: m.sent_at,
        };
      });
  },
};

/**
 * Messages of the caller's chapter channel, newest first, for whoever the channel lets in (its own rule: members,
 * and visitors and substitutes as the group's settings say, read when searching). The index holds the group's
 * messages; the group is checked again on the rows read. Like a message of the inbox, the result opens the
 * channel at the message (docs/search.md "Opening a result").
 */
const chapter: SearchSource = {
  key: 'chapter',
  type: 'messages',
  allowed: (caller) => caller.groupId !== null,
  async page(ctx, caller, terms, after, take) {
    const channel = await chapterAccess(ctx.db, caller);
    if (!channel) return [];
    const rows = await selectChannelMessages(ctx.db, ctx.dialect, channel.groupId, terms, idOnly(after), take);
    return rows
      .filter((m) => m.group_id === channel.groupId)
      .map((m) => ({
        result: {
          kind: 'channel_message',
          id: m.id,
          link: webPath(webPaths.chapter, { message: m.id }),
          group: { id: channel.groupId, name: channel.groupName },
          sender: { id: m.sender_id, name: m.sender_name },
          announcement: m.kind === 'announcement',
          excerpt: excerpt(m.content, terms) ?? { text: m.content.slice(0, 180), marks: [] },
          sentAt: m.sent_at,
        },
        position: [m.id],
        strength: 1,
        at: m.sent_at,
      }));
  },
};

/** Every source, in the order their kinds show when matches are equally strong. */
export const SEARCH_SOURCES: readonly SearchSource[] = [roster, calendar, activity, inbox, chapter];
