import { useMarkReadWhileFocused } from '../../../lib/use-mark-read-while-focused.ts';
import { markChapterRead } from '../api/actions.ts';

/**
 * Reads the channel while it is on screen: when it opens, and when messages arrive while the page has focus;
 * coming back to the tab catches up with what arrived meanwhile.
 */
export function useChapterAutoRead(me: number, lastReadId: number | undefined, latestId: number | undefined) {
  const wanted = lastReadId !== undefined && latestId !== undefined && latestId > lastReadId ? latestId : 0;
  useMarkReadWhileFocused(wanted, (upTo) => markChapterRead(me, upTo));
}
