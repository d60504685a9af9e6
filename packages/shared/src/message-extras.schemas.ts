import { z } from 'zod';

export {
  MESSAGE_EDIT_WINDOW_MS,
  REACTION_EMOJIS,
  REPLY_EXCERPT_MAX,
  type ReactionEmoji,
} from './message-extras.labels.ts';

import { MESSAGE_MAX_LENGTH } from './inbox.labels.ts';
import { REACTION_EMOJIS } from './message-extras.labels.ts';
import { said } from './validation/said.ts';

/** Who put a reaction on a message. */
export const reactor = z.object({ id: z.number(), name: z.string() });

/** One reaction of a message as everyone sees it (the real-time shape): who put it, in the order they did. */
export const reactionCount = z.object({
  emoji: z.enum(REACTION_EMOJIS),
  count: z.number(),
  reactors: z.array(reactor),
});
export type ReactionCount = z.infer<typeof reactionCount>;

/** One reaction of a message as the reader sees it: `mine` when the reader put it. */
export const messageReaction = reactionCount.extend({ mine: z.boolean() });
export type MessageReaction = z.infer<typeof messageReaction>;

/** The message a reply quotes: who wrote it and the start of its first line, or that it has been deleted. */
export const replyQuote = z.object({
  id: z.number(),
  senderName: z.string(),
  /** Empty when the quoted message has been deleted. */
  excerpt: z.string(),
  deleted: z.boolean(),
});
export type ReplyQuote = z.infer<typeof replyQuote>;

/** What every presented message of a conversation carries besides its text. */
export const messageExtras = {
  reactions: z.array(messageReaction),
  replyTo: replyQuote.nullable(),
  /** When the sender last edited it; null when never. */
  editedAt: z.string().nullable(),
};

/** Optional on a send: the id of a message of the same conversation this one answers. */
export const replyToId = z.number().int().positive().optional();

/** PUT|DELETE …/messages/:id/reactions/:emoji (the emoji URL-encoded). */
export const reactionParams = z.object({
  id: z.coerce.number().int().positive(),
  emoji: z.enum(REACTION_EMOJIS, { message: said('offeredReaction') }),
});

/** The message's reactions after a change, as the caller sees them. */
export const reactionsResponse = z.object({ messageId: z.number(), reactions: z.array(messageReaction) });
export type ReactionsResult = z.infer<typeof reactionsResponse>;

/** PATCH …/messages/:id: the new text of one of the caller's own messages. */
export const editMessageRequest = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, said('messageEmpty'))
    .max(MESSAGE_MAX_LENGTH, said('messageTooLong', { max: MESSAGE_MAX_LENGTH })),
});
export type EditMessageRequest = z.infer<typeof editMessageRequest>;
