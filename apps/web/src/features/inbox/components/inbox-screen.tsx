import { channels } from '@chapter/shared/realtime.channels';
import * as webPaths from '@chapter/shared/web-paths';
import { Inbox as InboxIcon, PenSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../../components/layout/brand.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { useInboxList } from '../api/get-inbox.ts';
import { useNow } from '../hooks/use-now.ts';
import { useTypingNames } from '../hooks/use-typing.ts';
import { inboxRows } from '../inbox-list-cache.ts';
import { inboxMessages } from '../messages.ts';
import { ConversationRow } from './conversation-row.tsx';

function EmptyInbox() {
  const t = useMessages(inboxMessages);
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <InboxIcon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('emptyTitle')}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t('emptyBody')}</p>
      <Link to={webPaths.compose} className={buttonClasses('primary', 'md', 'mt-2')}>
        <PenSquare aria-hidden="true" />
        {t('compose')}
      </Link>
    </div>
  );
}

interface Props {
  /** Drawn above the conversations (the chapter channel's row), given the same clock. */
  top?: (now: Date) => ReactNode;
  /** The left pane of the wide layout, beside the open conversation, rather than a page of its own. */
  pane?: boolean;
  /** A conversation is open beside the list: it names the page (its heading and title), the list comes second. */
  beside?: boolean;
}

/** /inbox: conversations, newest first, kept current by pushes; a page at a time. */
export function InboxScreen({ top, pane = false, beside = false }: Props) {
  const t = useMessages(inboxMessages);
  const me = useCurrentUser().id;
  const list = useInboxList();
  const typing = useTypingNames(channels.typingUser(me), me);
  const now = useNow();
  const timeZone = useGroupTimeZone();
  const rows = inboxRows(list.data);
  const first = list.data?.pages[0];
  const Heading = beside ? 'h2' : 'h1';

  return (
    // A container: the rows above and below fit what they show to the list's width, not the window's.
    <section className={cn('@container flex w-full flex-col', pane ? 'gap-4' : 'mx-auto max-w-3xl gap-5')}>
      {!beside && <title>{`${t('inbox')} · ${APP_NAME}`}</title>}
      <header className="flex items-end gap-3">
        <div className="min-w-0 flex-1">
          <Heading className={cn('font-semibold tracking-tight', pane ? 'text-2xl' : 'text-2xl sm:text-3xl')}>
            {t('inbox')}
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {first ? t('summary', { count: first.totalCount, unread: formatNumber(first.unreadCount) }) : t('subtitle')}
          </p>
        </div>
        <Link
          to={webPaths.compose}
          aria-label={t('newMessage')}
          className={buttonClasses('primary', 'md', pane ? 'px-3' : 'px-3 sm:px-4')}
        >
          <PenSquare aria-hidden="true" />
          {/* On a phone or in the narrow pane the icon alone keeps the counts beside it on one line. */}
          {!pane && <span className="hidden sm:inline">{t('newMessage')}</span>}
        </Link>
      </header>
      {top?.(now)}

      {!list.data && !list.isError ? (
        <Spinner label={t('loadingConversations')} />
      ) : !list.data ? (
        <Banner variant="destructive" title={t('inboxFailed')}>
          <p>{list.error?.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Banner>
      ) : rows.length === 0 ? (
        <EmptyInbox />
      ) : (
        <>
          <ul aria-label={t('conversations')} className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs">
            {rows.map((row) => (
              <ConversationRow
                key={row.conversationId}
                row={row}
                me={me}
                typing={typing.names.get(row.conversationId)}
                now={now}
                timeZone={timeZone}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          )}
          {list.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-destructive-strong">
              {t('moreFailed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
