import type { ChannelMessage, ChannelPage, ChannelSummary } from '@chapter/shared/chapter-channel.schemas';
import { LEO, ME } from './inbox-builders.ts';

/** The chapter channel tests' group: buildProfile()'s Riverside Chapter (id 1), with Maya (id 7) signed in. */
export const GROUP = { id: 1, name: 'Riverside Chapter' };
export const NINA = { id: 14, name: 'Nina Rossi' };

let seq = 500;

/** A message from Leo in the chapter channel unless told otherwise. */
export function buildChannelMessage(overrides: Partial<ChannelMessage> = {}): ChannelMessage {
  seq += 1;
  const id = overrides.id ?? seq;
  return {
    id,
    groupId: GROUP.id,
    senderId: LEO.id,
    senderName: LEO.name,
    senderAvatarUrl: null,
    kind: 'message',
    content: `Channel message ${id}`,
    mentions: [],
    sentAt: new Date().toISOString(),
    clientMessageId: `client-${id}`,
    attachments: [],
    reactions: [],
    replyTo: null,
    editedAt: null,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<ChannelSummary> = {}): ChannelSummary {
  return {
    groupId: GROUP.id,
    groupName: GROUP.name,
    access: 'write',
    canModerate: false,
    unreadCount: 0,
    mentionCount: 0,
    lastReadId: 0,
    lastMessage: null,
    pinned: null,
    ...overrides,
  };
}

export function buildChannelPage(messages: ChannelMessage[], overrides: Partial<ChannelPage> = {}): ChannelPage {
  return { messages, hasMoreBack: false, before: null, ...overrides };
}

export const CHANNEL_MEMBERS = {
  members: [
    { id: ME.id, name: ME.name, avatarUrl: null, role: 'Member' },
    { id: LEO.id, name: LEO.name, avatarUrl: null, role: 'Member' },
    { id: NINA.id, name: NINA.name, avatarUrl: null, role: 'Member' },
  ],
};
