/**
 * The chapter channel's limits and settings, without schemas: screens that only show or choose them load no
 * validation code (docs/chapter-channel.md). The schemas module re-exports them.
 */

/** What a group lets its visitors, and separately its substitutes, do in the chapter channel. */
export const CHANNEL_GUEST_ACCESS = ['none', 'read'] as const;
export type ChannelGuestAccess = (typeof CHANNEL_GUEST_ACCESS)[number];

/** A chapter channel message: a member's, or a leadership announcement posted from Admin → Messaging. */
export const CHANNEL_MESSAGE_KINDS = ['message', 'announcement'] as const;
export type ChannelMessageKind = (typeof CHANNEL_MESSAGE_KINDS)[number];

export const CHANNEL_PAGE_DEFAULT = 30;
export const CHANNEL_PAGE_MAX = 100;
/** More people than this named in one message is a broadcast, not a mention. */
export const CHANNEL_MENTIONS_MAX = 20;
