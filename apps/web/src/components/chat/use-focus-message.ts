import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notifyInfo } from '../../lib/notify.ts';
import { chatMessages } from './messages.ts';
import { revealMessage } from './reveal-message.ts';

/**
 * How many pages back a search result's message is looked for (large pages, so some thousands of messages)
 * before the reader is asked to scroll for it (docs/search.md "Opening a result").
 */
const FIND_PAGES_MAX = 30;

interface Options {
  /** The message to open at (`?message=` of a search result); none: the list opens at the newest. */
  focusId: number | undefined;
  /** The oldest loaded message that the server has stored (negative ids are unsent copies). */
  oldestId: number | undefined;
  hasMoreBack: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  /** Loads the page before the oldest loaded message; 'find' asks for a large one. */
  onLoadOlder: (reason?: 'find') => void;
}

/**
 * Opens a list at one message: loads older pages until the message is loaded, then scrolls to it and marks it
 * for a moment. Once per message id; says so in a toast when the message is gone or too far back. Declared after
 * the list's own scrolling, so its layout effect runs last and wins the first paint.
 */
export function useFocusMessage({ focusId, oldestId, hasMoreBack, loadingOlder, olderFailed, onLoadOlder }: Options) {
  const handled = useRef<number | undefined>(undefined);
  const pages = useRef(0);
  const [finding, setFinding] = useState(false);

  useLayoutEffect(() => {
    if (focusId === undefined || handled.current === focusId) return;
    const finish = (why?: string) => {
      handled.current = focusId;
      pages.current = 0;
      setFinding(false);
      if (why) notifyInfo(why);
    };
    if (revealMessage(focusId, 'auto')) return finish();
    if (loadingOlder) return;
    if (olderFailed) return finish();
    const further = hasMoreBack && (oldestId === undefined || oldestId > focusId);
    if (!further) return finish(chatMessages.text('messageGone'));
    if (pages.current >= FIND_PAGES_MAX) return finish(chatMessages.text('messageFurtherBack'));
    pages.current += 1;
    setFinding(true);
    onLoadOlder('find');
  });

  return { finding };
}

/** `?message=<id>` of the address: the message a search result opens the conversation at. */
export function useMessageParam(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('message'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
