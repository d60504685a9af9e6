import { useEffect } from 'react';

// A message for the conversation on screen is neither counted unread nor marked new.
let openId: number | null = null;

export function openConversationId(): number | null {
  return openId;
}

/** Marks the conversation as on screen while the calling component is mounted. */
export function useOpenConversation(conversationId: number | null): void {
  useEffect(() => {
    if (conversationId === null) return;
    openId = conversationId;
    return () => {
      if (openId === conversationId) openId = null;
    };
  }, [conversationId]);
}
