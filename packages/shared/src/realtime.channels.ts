/**
 * The real-time protocol's names and codes, without schemas: the web app's first screens use them, and they must
 * not pull the schema library into a phone's first download. realtime.schemas.ts re-exports them.
 */
import type { Channel } from './realtime.events.ts';

/** Where the browser opens the real-time connection (same host as the app). */
export const REALTIME_PATH = '/connection/websocket';

/** Channel names. Only the owner, or a conversation's participants, may subscribe. */
export const channels = {
  inbox: (userId: number) => `inbox:${userId}` as Channel<'inbox'>,
  typingUser: (userId: number) => `typing:user:${userId}` as Channel<'typing'>,
  activityGiven: (userId: number) => `activity-given:${userId}` as Channel<'activity'>,
  activityReceived: (userId: number) => `activity-received:${userId}` as Channel<'activity'>,
  /** Mentorship changes for either side (application, decision, completion). */
  mentorship: (userId: number) => `mentorship:${userId}` as Channel<'mentorship'>,
  /** The member's notification list (docs/notifications.md): a new one, or the unread count after reading. */
  notifications: (userId: number) => `notifications:${userId}` as Channel<'notifications'>,
  conversation: (conversationId: number) => `conversation:${conversationId}` as Channel<'conversation'>,
  typingConversation: (conversationId: number) => `typing:conversation:${conversationId}` as Channel<'typing'>,
  /** A meeting's attendance sheet, for the leaders recording it (marks appear on each other's phones). */
  attendance: (meetingId: number) => `attendance:${meetingId}` as Channel<'attendance'>,
  /** A meeting's run (docs/meeting-mode.md): every screen in the room follows it. */
  meetingRun: (meetingId: number) => `meeting-run:${meetingId}` as Channel<'meetingRun'>,
  /**
   * A group's chapter channel (docs/chapter-channel.md): its messages, deletions and pins, for the members who may
   * read it. Never the `news` channel, which every signed-in user of every group may read.
   */
  chapter: (groupId: number) => `chapter:${groupId}` as Channel<'chapter'>,
  news: 'news' as Channel<'news'>,
} as const;

/** Disconnect codes the web client may want to tell apart (Centrifuge protocol). */
export const DISCONNECT = {
  shutdown: 3001,
  slow: 3008,
  noPong: 3012,
  /** Invalid token, or the session was revoked (logout, password change): sign out locally. */
  invalidToken: 3500,
  badRequest: 3501,
  stale: 3502,
  channelLimit: 3505,
} as const;
