import type { TypingEvent } from '@chapter/shared/inbox.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import type { Channel } from '@chapter/shared/realtime.events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publish, useChannel } from '../../../lib/realtime-channels.ts';
import { readTypingEvent } from '../inbox-events.ts';
import { inboxMessages } from '../messages.ts';

/** While typing, the publisher repeats its event this often, and says it stopped after this long idle. */
const TYPING_REFRESH_MS = 3000;
const TYPING_IDLE_MS = 3000;
/** A receiver drops an indicator not refreshed for this long (the stop event may have been lost). */
export const TYPING_EXPIRE_MS = 6000;

/**
 * Who is typing, per conversation, from a typing channel (typing:conversation:{id} on a conversation,
 * typing:user:{me} on the inbox). Cleared by stop_typing or after TYPING_EXPIRE_MS without a refresh.
 */
export function useTypingNames(channel: Channel<'typing'>, me: number) {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(() => new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const clear = useCallback((conversationId: number) => {
    clearTimeout(timers.current.get(conversationId));
    timers.current.delete(conversationId);
    setNames((prev) => {
      if (!prev.has(conversationId)) return prev;
      const next = new Map(prev);
      next.delete(conversationId);
      return next;
    });
  }, []);

  useChannel(channel, {
    onPublication: (data) => {
      const event = readTypingEvent(data, me);
      if (!event) return;
      const id = event.conversationId;
      if (!event.isTyping || event.type === 'stop_typing') return clear(id);
      const name = event.userName || inboxMessages.text('someone');
      setNames((prev) => (prev.get(id) === name ? prev : new Map(prev).set(id, name)));
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => clear(id), TYPING_EXPIRE_MS),
      );
    },
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { names, clear };
}

/** Publishes my typing state on typing:conversation:{id}: call `typed` on input and `stop` on send. */
export function useTypingPublisher(conversationId: number) {
  const state = useRef({ typing: false, lastSent: 0, idle: undefined as ReturnType<typeof setTimeout> | undefined });
  // One publish at a time: a "typing" held back by a reconnect must not land after the "stop_typing" behind it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback(
    (isTyping: boolean) => {
      const data: TypingEvent = {
        type: isTyping ? 'typing' : 'stop_typing',
        isTyping,
        conversationId,
        timestamp: Date.now(),
      };
      queue.current = publish(channels.typingConversation(conversationId), data, queue.current);
    },
    [conversationId],
  );

  const stop = useCallback(() => {
    const s = state.current;
    clearTimeout(s.idle);
    if (!s.typing) return;
    s.typing = false;
    send(false);
  }, [send]);

  const typed = useCallback(() => {
    const s = state.current;
    const now = Date.now();
    if (!s.typing || now - s.lastSent >= TYPING_REFRESH_MS) {
      s.typing = true;
      s.lastSent = now;
      send(true);
    }
    clearTimeout(s.idle);
    s.idle = setTimeout(stop, TYPING_IDLE_MS);
  }, [send, stop]);

  // Leaving the conversation ends the indicator on the other side at once.
  useEffect(() => stop, [stop]);

  return { typed, stop };
}
