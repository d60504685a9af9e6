/**
 * Reactions, replies and edits in any conversation (docs/product-rules.md "Inbox", docs/chapter-channel.md),
 * without schemas: the screens that show them load no validation code. The schemas module re-exports them.
 */

/** The reactions a member can put on a message: each member adds or removes each one once per message. */
export const REACTION_EMOJIS = ['👍', '❤️', '😂', '🎉', '🙏', '👏'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

/** The sender may edit a message for this long after sending it (server clock). */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60_000;

/** A reply quotes this much of the first line of the message it answers. */
export const REPLY_EXCERPT_MAX = 120;
