import { excerptOf } from '../lib/message-extras.ts';

/** What happened to one message: deleted, or its text replaced. */
export type MessageChange =
  | { messageId: number; deleted: true }
  | { messageId: number; deleted?: false; content: string; editedAt: string };

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/** Events that carry a whole message (direct or chapter channel), as `message`. */
const CARRIES_MESSAGE = new Set(['new_message', 'channel_message', 'channel_mention']);
/** Events that carry a message's new text. */
const CARRIES_EDIT = new Set(['message_edited', 'channel_message_edited']);

/**
 * The message as it reads after the change, or undefined when it neither is the changed message nor quotes it.
 * A quote of a deleted message shows no text, as over HTTP.
 */
function rewriteMessage(m: Obj, change: MessageChange): Obj | 'gone' | undefined {
  if (m.id === change.messageId) {
    return change.deleted ? 'gone' : { ...m, content: change.content, editedAt: change.editedAt };
  }
  const quote = m.replyTo;
  if (!isObj(quote) || quote.id !== change.messageId) return undefined;
  const replyTo = change.deleted
    ? { ...quote, excerpt: '', deleted: true }
    : { ...quote, excerpt: excerptOf(change.content) };
  return { ...m, replyTo };
}

/**
 * One kept publication's data after a message was deleted or edited, or undefined when it does not show that
 * message's text (docs/realtime.md "Missed messages"). An event carrying the deleted message becomes `tombstone`,
 * the deletion event published on the same channel, so a client recovering through it learns of the deletion and
 * nothing else; an edited message, its quotes and its pin read the new text. Offsets never change.
 */
export function redactEvent(data: unknown, change: MessageChange, tombstone: unknown): unknown {
  if (!isObj(data) || typeof data.type !== 'string') return undefined;
  if (CARRIES_MESSAGE.has(data.type) && isObj(data.message)) {
    const message = rewriteMessage(data.message, change);
    if (message === 'gone') return tombstone;
    return message && { ...data, message };
  }
  if (CARRIES_EDIT.has(data.type) && data.messageId === change.messageId) {
    return change.deleted ? tombstone : { ...data, content: change.content, editedAt: change.editedAt };
  }
  if (data.type === 'channel_pinned' && isObj(data.pinned) && isObj(data.pinned.message)) {
    const message = rewriteMessage(data.pinned.message, change);
    if (message === 'gone') return { ...data, pinned: null };
    return message && { ...data, pinned: { ...data.pinned, message } };
  }
  return undefined;
}
