/**
 * What each kind of real-time channel carries (docs/realtime.md "Events"). Types only: every import below is
 * erased at build time, so the web app can use this module without downloading the schema library.
 */
import type { ActivityEvent } from './activity.schemas.ts';
import type { ChannelInboxEvent, ChapterEvent } from './chapter-channel.schemas.ts';
import type { InboxEvent, TypingEvent } from './inbox.schemas.ts';
import type { MembershipApprovedEvent } from './lifecycle.schemas.ts';
import type { MeetingRunEvent } from './meeting-run.schemas.ts';
import type { AttendanceEvent } from './meetings.schemas.ts';
import type { MentorshipEvent } from './mentorship.schemas.ts';
import type { NotificationEvent } from './notifications.schemas.ts';

/** The publication data of each channel kind, a union discriminated on `type`. */
export interface RealtimeEvents {
  /** inbox:{userId}: the member's messages, their own chapter channel counts and mentions, their approval. */
  inbox: InboxEvent | ChannelInboxEvent | MembershipApprovedEvent;
  /** conversation:{id}: the inbox events of that conversation; the reader's own unread count stays private. */
  conversation: Exclude<InboxEvent, { type: 'message_read' }>;
  /** typing:conversation:{id} and typing:user:{userId}; published by clients, checked by the server. */
  typing: TypingEvent;
  /** activity-given:{userId} and activity-received:{userId} */
  activity: ActivityEvent;
  /** mentorship:{userId} */
  mentorship: MentorshipEvent;
  /** notifications:{userId} */
  notifications: NotificationEvent;
  /** attendance:{meetingId} */
  attendance: AttendanceEvent;
  /** meeting-run:{meetingId}: the meeting's run, for the chapter's members. */
  meetingRun: MeetingRunEvent;
  /** chapter:{groupId}: the group's chapter channel. */
  chapter: ChapterEvent;
  /** news: nothing is published on it yet. */
  news: never;
}

export type ChannelKind = keyof RealtimeEvents;

declare const kindOf: unique symbol;

/**
 * A channel name that remembers its kind, so the compiler can check what is published on it and what a
 * listener receives. Only the builders in realtime.channels.ts make them; it is still a plain string at run time.
 */
export type Channel<K extends ChannelKind = ChannelKind> = string & { readonly [kindOf]: K };
