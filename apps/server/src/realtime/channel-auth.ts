import { typingEvent } from '@chapter/shared/inbox.schemas';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Principal } from '../lib/principal.ts';
import { Errors, type ProtocolError } from './protocol-codes.ts';

/**
 * The channel namespaces and who may use them (docs/realtime.md "Channels"). Anything not listed here is an
 * unknown channel; a known channel of someone else is permission denied.
 */
export interface ChannelOptions {
  /** Publications get offsets and are kept for recovery. */
  history: boolean;
  /** presence / presence_stats and join/leave pushes. */
  presence: boolean;
}

type Owner = 'user' | 'conversation' | 'meeting' | 'group' | 'everyone';

export interface ChannelSpec {
  channel: string;
  owner: Owner;
  /** The user, conversation, meeting or group id in the name. */
  id: number;
  options: ChannelOptions;
  /** Clients may publish typing events here. */
  typing: boolean;
  /** For a meeting's channel: the permission its readers hold in the meeting's group. */
  permission?: string;
}

/** A meeting's channels name the permission their readers need in the meeting's group. */
const NAMESPACES: Record<
  string,
  { owner: Owner; options: ChannelOptions; typing?: boolean; permission?: 'record_attendance' | 'view_meetings' }
> = {
  inbox: { owner: 'user', options: { history: true, presence: false } },
  'activity-given': { owner: 'user', options: { history: true, presence: false } },
  'activity-received': { owner: 'user', options: { history: true, presence: false } },
  mentorship: { owner: 'user', options: { history: true, presence: false } },
  notifications: { owner: 'user', options: { history: true, presence: false } },
  'typing:user': { owner: 'user', options: { history: false, presence: false } },
  conversation: { owner: 'conversation', options: { history: true, presence: true } },
  'typing:conversation': { owner: 'conversation', options: { history: false, presence: true }, typing: true },
  attendance: { owner: 'meeting', options: { history: true, presence: false }, permission: 'record_attendance' },
  'meeting-run': { owner: 'meeting', options: { history: true, presence: false }, permission: 'view_meetings' },
  chapter: { owner: 'group', options: { history: true, presence: false } },
};
const NAMED =
  /^(inbox|activity-given|activity-received|mentorship|notifications|typing:user|conversation|typing:conversation|attendance|meeting-run|chapter):([1-9]\d{0,14})$/;

export function parseChannel(channel: string): ChannelSpec | undefined {
  if (channel === channels.news) {
    return { channel, owner: 'everyone', id: 0, options: { history: true, presence: false }, typing: false };
  }
  const m = NAMED.exec(channel);
  const ns = m?.[1] ? NAMESPACES[m[1]] : undefined;
  if (!m || !ns) return undefined;
  return {
    channel,
    owner: ns.owner,
    id: Number(m[2]),
    options: ns.options,
    typing: ns.typing ?? false,
    ...(ns.permission && { permission: ns.permission }),
  };
}

/** Channels whose right follows the subscriber's role and permissions (a group's channel, a meeting's grid). */
export const rightFollowsRole = (spec: ChannelSpec): boolean => spec.owner === 'group' || spec.owner === 'meeting';

/** Lookups the real-time server needs from the rest of the app (wired in app.ts). */
export interface ConversationLookup {
  /** Both participants' ids, or undefined for an unknown conversation. */
  conversationParticipants(conversationId: number): Promise<readonly number[] | undefined>;
  /** The group a meeting belongs to, or undefined for an unknown meeting. */
  meetingGroup(meetingId: number): Promise<number | undefined>;
  /** The group whose chapter channel this member may read (their group's settings decide), or undefined. */
  chapterGroup(principal: Pick<Principal, 'isAdmin' | 'groupId' | 'role' | 'permissions'>): Promise<number | undefined>;
}

/** Who is subscribing: their id, and the rights their connection was authenticated with. */
interface Subscriber {
  userId: number;
  principal?: Pick<Principal, 'isAdmin' | 'groupId' | 'role' | 'permissions'>;
}

/**
 * Subscribe, history and presence rights: the owner, a participant, everyone for `news`, for a meeting's
 * attendance the leaders of its group who record attendance, for a meeting's run the members of its group who see
 * meetings, and for a chapter channel the members of its group who may read it.
 */
export async function maySubscribe(who: Subscriber, spec: ChannelSpec, lookup: ConversationLookup): Promise<boolean> {
  if (spec.owner === 'everyone') return true;
  if (spec.owner === 'user') return spec.id === who.userId;
  if (spec.owner === 'group')
    return who.principal !== undefined && (await lookup.chapterGroup(who.principal)) === spec.id;
  if (spec.owner === 'meeting') {
    const p = who.principal;
    if (!p || !(p.isAdmin || p.permissions.includes(spec.permission ?? 'record_attendance'))) return false;
    const groupId = await lookup.meetingGroup(spec.id);
    return groupId !== undefined && (p.isAdmin || p.groupId === groupId);
  }
  const participants = await lookup.conversationParticipants(spec.id);
  return participants?.includes(who.userId) ?? false;
}

interface TypingPublication {
  /** The event as republished: userId and userName are the publisher's, whatever the client sent. */
  data: Record<string, unknown>;
  /** The other participant's typing:user channel, which gets the same event. */
  forwardTo: string[];
}

/**
 * Clients publish only typing events, only on typing:conversation:{id} of a conversation they are in.
 * Throws a protocol error otherwise.
 */
export async function authorizeTypingPublish(
  publisher: { userId: number; name: string },
  spec: ChannelSpec | undefined,
  data: unknown,
  lookup: ConversationLookup,
): Promise<TypingPublication> {
  if (!spec) throw Errors.unknownChannel;
  if (!spec.typing) throw Errors.permissionDenied;
  const participants = await lookup.conversationParticipants(spec.id);
  if (!participants?.includes(publisher.userId)) throw Errors.permissionDenied;
  const parsed = typingEvent.safeParse(data);
  if (!parsed.success || parsed.data.conversationId !== spec.id) throw Errors.permissionDenied;
  return {
    data: { ...parsed.data, userId: publisher.userId, userName: publisher.name },
    forwardTo: participants.filter((id) => id !== publisher.userId).map((id) => channels.typingUser(id)),
  };
}

export const isProtocolError = (err: unknown): err is ProtocolError =>
  typeof err === 'object' && err !== null && typeof (err as ProtocolError).code === 'number' && !(err instanceof Error);
