import { REACTION_EMOJIS, type ReactionEmoji } from '@chapter/shared/message-extras.labels';
import type { MessageReaction, ReactionCount, ReplyQuote } from '@chapter/shared/message-extras.schemas';

/**
 * Reactions, reply quotes and edits in a cached conversation, the same for the inbox and the chapter channel
 * (docs/product-rules.md "Inbox", docs/chapter-channel.md). Pure functions over a list of messages, and plain
 * readers of the pushes that carry them (the screens load no validation library).
 */
interface WithExtras {
  id: number;
  content: string;
  reactions: MessageReaction[];
  replyTo: ReplyQuote | null;
  editedAt: string | null;
}

/** Everyone's counts as I see them: mine where I am among the reactors. */
export const withMine = (counts: readonly ReactionCount[], me: number): MessageReaction[] =>
  counts.map((c) => ({ ...c, mine: c.reactors.some((r) => r.id === me) }));

/** A message's reactions replaced by the server's latest (a push, or the answer to my own reaction). */
export function setReactions<M extends WithExtras>(
  messages: M[],
  messageId: number,
  reactions: MessageReaction[],
): M[] {
  if (!messages.some((m) => m.id === messageId)) return messages;
  return messages.map((m) => (m.id === messageId ? { ...m, reactions } : m));
}

/** A message's new text, and the quotes of it in replies. */
export function setEdited<M extends WithExtras>(
  messages: M[],
  edit: { messageId: number; content: string; editedAt: string },
): M[] {
  if (!messages.some((m) => m.id === edit.messageId || m.replyTo?.id === edit.messageId)) return messages;
  return messages.map((m) => {
    if (m.id === edit.messageId) return { ...m, content: edit.content, editedAt: edit.editedAt };
    if (m.replyTo?.id === edit.messageId) return { ...m, replyTo: { ...m.replyTo, excerpt: excerptOf(edit.content) } };
    return m;
  });
}

/** Replies to a deleted message say so in their quote. */
export function markQuotesDeleted<M extends WithExtras>(messages: M[], messageId: number): M[] {
  if (!messages.some((m) => m.replyTo?.id === messageId)) return messages;
  return messages.map((m) =>
    m.replyTo?.id === messageId ? { ...m, replyTo: { ...m.replyTo, excerpt: '', deleted: true } } : m,
  );
}

/** The quote a reply shows while it is being written and sent (the server's copy says the same). */
export function quoteOf(message: { id: number; senderName: string; content: string }): ReplyQuote {
  return { id: message.id, senderName: message.senderName, excerpt: excerptOf(message.content), deleted: false };
}

const EXCERPT_MAX = 120;

function excerptOf(content: string): string {
  const line = content.trim().split('\n')[0]?.trim() ?? '';
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : line;
}

// ── Reading pushes ──

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isEmoji = (v: unknown): v is ReactionEmoji => (REACTION_EMOJIS as readonly unknown[]).includes(v);

/** Reactions as a push carries them; entries that are not understood are left out. */
export function readReactionCounts(v: unknown): ReactionCount[] | null {
  if (!Array.isArray(v)) return null;
  return v.flatMap((r) => {
    if (!isObject(r) || !isEmoji(r.emoji) || !Array.isArray(r.reactors)) return [];
    const reactors = r.reactors.flatMap((p) =>
      isObject(p) && isNumber(p.id) ? [{ id: p.id, name: typeof p.name === 'string' ? p.name : '' }] : [],
    );
    return [{ emoji: r.emoji, count: isNumber(r.count) ? r.count : reactors.length, reactors }];
  });
}

/** What a pushed message carries besides its text; missing parts read as none. */
export function readExtras(raw: Fields): Pick<WithExtras, 'reactions' | 'replyTo' | 'editedAt'> {
  const counts = readReactionCounts(raw.reactions) ?? [];
  const sent = Array.isArray(raw.reactions) ? raw.reactions : [];
  const reactions = counts.map((c) => ({
    ...c,
    mine: sent.some((r) => isObject(r) && r.emoji === c.emoji && r.mine === true),
  }));
  const q = raw.replyTo;
  const replyTo =
    isObject(q) && isNumber(q.id)
      ? {
          id: q.id,
          senderName: typeof q.senderName === 'string' ? q.senderName : '',
          excerpt: typeof q.excerpt === 'string' ? q.excerpt : '',
          deleted: q.deleted === true,
        }
      : null;
  return { reactions, replyTo, editedAt: typeof raw.editedAt === 'string' ? raw.editedAt : null };
}

/** The fields of an edit push, or null. */
export function readEdit(data: Fields): { messageId: number; content: string; editedAt: string } | null {
  const { messageId, content, editedAt } = data;
  if (!isNumber(messageId) || typeof content !== 'string' || typeof editedAt !== 'string') return null;
  return { messageId, content, editedAt };
}
