import { Loader2 } from 'lucide-react';
import { Fragment, type ReactNode, useLayoutEffect, useRef } from 'react';
import { sameDay } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../lib/session.ts';
import { chatDay } from './chat-time.ts';
import { chatMessages } from './messages.ts';
import { useFocusMessage } from './use-focus-message.ts';

/** Within this distance of an edge, the list counts as at the top (load older) or bottom (follow new ones). */
const EDGE_PX = 160;

/** What the list needs of a message; the screen draws the rest through renderMessage. */
interface ChatItem {
  /** Negative while an optimistic copy waits for the server's. */
  id: number;
  senderId: number;
  sentAt: string;
  /** Null for messages the server made (announcements). */
  clientMessageId: string | null;
}

export interface ChatItemPlace {
  mine: boolean;
  /** Follows a message from the same sender on the same day: sits closer to it. */
  continued: boolean;
  /** The group's zone, in which times are shown. */
  timeZone: string | undefined;
}

interface Props<M extends ChatItem> {
  me: number;
  messages: M[];
  /** The first message to mark with a "New messages" line (none: no line). */
  firstNewId?: number;
  hasMoreBack: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  /** Loads the page before the oldest loaded one; 'find' while looking for `focusId` (a larger page). */
  onLoadOlder: (reason?: 'find') => void;
  /** Opens at this message instead of the newest (a search result's `?message=`). */
  focusId?: number;
  renderMessage: (message: M, place: ChatItemPlace) => ReactNode;
  /** Shown under the last message (the typing indicator). */
  footer?: ReactNode;
}

function Separator({ children, accent = false }: { children: ReactNode; accent?: boolean }) {
  return (
    <li className="my-4 flex items-center gap-3 text-xs font-medium">
      <span className={accent ? 'h-px flex-1 bg-primary/40' : 'h-px flex-1 bg-border'} />
      <span className={accent ? 'text-primary' : 'text-muted-foreground'}>{children}</span>
      <span className={accent ? 'h-px flex-1 bg-primary/40' : 'h-px flex-1 bg-border'} />
    </li>
  );
}

/**
 * The messages with day separators. Opens at the newest, follows new ones while the reader is at the bottom,
 * and loads older pages when scrolled to the top without moving what is on screen. Shared by the inbox and the
 * chapter channel.
 */
export function MessageList<M extends ChatItem>({
  me,
  messages,
  firstNewId,
  hasMoreBack,
  loadingOlder,
  olderFailed,
  onLoadOlder,
  focusId,
  renderMessage,
  footer,
}: Props<M>) {
  const t = useMessages(chatMessages);
  const timeZone = useGroupTimeZone();
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom edge (scrollHeight − scrollTop): unchanged by prepending, so it restores position.
  const fromBottom = useRef(0);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: number; last?: number }>({});
  const firstNew = firstNewId;

  const remember = () => {
    const el = scroller.current;
    if (!el) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
  };

  const first = messages[0]?.id;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    previous.current = { first, last: last?.id };
    const prepended = before.first !== undefined && first !== before.first && last?.id === before.last;
    if (prepended) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
    } else if (last?.id !== before.last && (before.last === undefined || atBottom.current || last?.senderId === me)) {
      el.scrollTop = el.scrollHeight;
    }
    remember();
    // A first page too short to scroll can never reach the top by scrolling: keep loading.
    if (hasMoreBack && !loadingOlder && !olderFailed && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) {
      onLoadOlder();
    }
  });
  const oldestId = messages.find((m) => m.id > 0)?.id;
  const { finding } = useFocusMessage({ focusId, oldestId, hasMoreBack, loadingOlder, olderFailed, onLoadOlder });

  const onScroll = () => {
    remember();
    const el = scroller.current;
    if (el && el.scrollTop < EDGE_PX && hasMoreBack && !loadingOlder && !olderFailed) onLoadOlder();
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 sm:px-5">
      <div className="flex min-h-full flex-col justify-end py-3">
        {hasMoreBack && (
          <div className="flex justify-center py-2">
            {finding ? (
              <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {t('findingMessage')}
              </p>
            ) : loadingOlder ? (
              <Loader2
                role="status"
                aria-label={t('loadingEarlier')}
                className="size-5 animate-spin text-muted-foreground"
              />
            ) : (
              <button
                type="button"
                onClick={() => onLoadOlder()}
                className="rounded-full px-3 py-1 text-xs font-medium text-primary hover:bg-primary-soft"
              >
                {olderFailed ? t('earlierFailed') : t('loadEarlier')}
              </button>
            )}
          </div>
        )}
        <ol aria-label={t('messages')} className="flex flex-col">
          {messages.map((m, i) => {
            const prev = messages[i - 1];
            const newDay = !prev || !sameDay(prev.sentAt, m.sentAt, timeZone);
            return (
              <Fragment key={`${m.senderId}:${m.clientMessageId ?? `server-${m.id}`}`}>
                {newDay && <Separator>{chatDay(m.sentAt, timeZone)}</Separator>}
                {m.id === firstNew && <Separator accent>{t('newMessages')}</Separator>}
                {renderMessage(m, {
                  mine: m.senderId === me,
                  timeZone,
                  continued: !newDay && prev?.senderId === m.senderId && m.id !== firstNew,
                })}
              </Fragment>
            );
          })}
        </ol>
        {footer}
      </div>
    </div>
  );
}
