import type { ChannelMention, ChannelSummary } from '@chapter/shared/chapter-channel.schemas';
import type { ReplyQuote } from '@chapter/shared/message-extras.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { Eye, MessagesSquare, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAttachmentDraft, useHandedAttachments } from '../../../components/chat/attachment-draft.ts';
import { BackToInbox } from '../../../components/chat/back-to-inbox.tsx';
import { ChatFrame } from '../../../components/chat/chat-frame.tsx';
import { DeleteMessageDialog } from '../../../components/chat/delete-message-dialog.tsx';
import { EditMessageDialog } from '../../../components/chat/edit-message-dialog.tsx';
import { MessageList } from '../../../components/chat/message-list.tsx';
import { ReplyDraft } from '../../../components/chat/reply-quote.tsx';
import { useMessageParam } from '../../../components/chat/use-focus-message.ts';
import { APP_NAME } from '../../../components/layout/brand.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { quoteOf } from '../../../lib/message-extras.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { deleteChapterMessage, pinChapterMessage, unpinChapterMessage } from '../api/actions.ts';
import { useChapterMessages, useLoadOlderChapter } from '../api/get-messages.ts';
import { useChapterSummary } from '../api/get-summary.ts';
import { editChapterMessage, reactToChapterMessage } from '../api/message-extras.ts';
import { useChapterSender } from '../api/send-message.ts';
import { type ChapterCache, type ChapterMessage, discardPending } from '../chapter-cache.ts';
import { chapterKeys } from '../chapter-keys.ts';
import { useChapterAutoRead } from '../hooks/use-chapter-auto-read.ts';
import { useChapterChannel } from '../hooks/use-chapter-channel.ts';
import { chapterMessages } from '../messages.ts';
import { ChannelMessageBubble } from './channel-message.tsx';
import { ChapterComposer } from './chapter-composer.tsx';
import { PinnedMessage } from './pinned-message.tsx';

function Header({ name }: { name: string }) {
  const t = useMessages(chapterMessages);
  return (
    <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-5">
      <BackToInbox />
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Users className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold leading-tight">{name}</h1>
        <p className="truncate text-xs text-muted-foreground">
          {t('chapterChannel')}
          <span className="hidden sm:inline"> · {t('mentionHint')}</span>
        </p>
      </div>
    </header>
  );
}

/** The "New messages" line stays where the member's reading stopped when the screen opened. */
function useReadWhenOpened(summary: ChannelSummary): number {
  const [at] = useState(summary.lastReadId);
  return at;
}

function ChannelView({ summary }: { summary: ChannelSummary }) {
  const t = useMessages(chapterMessages);
  const user = useCurrentUser();
  const timeZone = useGroupTimeZone();
  const me = user.id;
  const query = useChapterMessages(true);
  const older = useLoadOlderChapter();
  const focusId = useMessageParam();
  const sender = useChapterSender(
    { id: me, name: user.name, avatarUrl: user.profileImageUrl ?? null },
    summary.groupId,
  );
  const [toDelete, setToDelete] = useState<ChapterMessage | null>(null);
  const [toEdit, setToEdit] = useState<ChapterMessage | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyQuote | null>(null);
  const readFrom = useReadWhenOpened(summary);
  const messages = query.data?.messages ?? [];
  const latest = messages.findLast((m) => m.id > 0)?.id;
  useChapterAutoRead(me, summary.lastReadId, latest);
  const firstNew = messages.find((m) => m.id > readFrom && m.senderId !== me)?.id;
  const pinnedId = summary.pinned?.message.id;
  const writer = summary.access === 'write';

  const discard = (m: ChapterMessage) =>
    queryClient.setQueryData<ChapterCache>(chapterKeys.messages, (c) =>
      c && m.clientMessageId ? discardPending(c, m.clientMessageId) : c,
    );
  const draft = useAttachmentDraft(useHandedAttachments());
  const send = (content: string, mentions: ChannelMention[]) => {
    sender.send(content, mentions, draft.attachments, replyTo);
    setReplyTo(null);
  };

  return (
    <>
      <Header name={summary.groupName} />
      {summary.pinned && (
        <PinnedMessage
          pin={summary.pinned}
          timeZone={timeZone}
          onUnpin={summary.canModerate ? () => void unpinChapterMessage(me, summary.groupId) : undefined}
        />
      )}
      {!query.data ? (
        <div className="flex flex-1 items-center justify-center p-6">
          {query.isError ? (
            <Banner variant="destructive" title={t('messagesFailed')} className="max-w-md">
              <p>{query.error.message}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
                {t('tryAgain')}
              </Button>
            </Banner>
          ) : (
            <Spinner label={t('loadingMessages')} />
          )}
        </div>
      ) : messages.length === 0 && !query.data.hasMoreBack ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center text-sm text-muted-foreground">
          <MessagesSquare className="size-8 text-primary/70" aria-hidden="true" />
          <p>{writer ? t('sayHello') : t('noMessages')}</p>
        </div>
      ) : (
        <MessageList
          me={me}
          messages={messages}
          firstNewId={firstNew}
          hasMoreBack={query.data.hasMoreBack}
          loadingOlder={older.loading}
          olderFailed={older.failed}
          onLoadOlder={(reason) => void older.load(reason)}
          focusId={focusId}
          renderMessage={(m, place) => (
            <ChannelMessageBubble
              message={m}
              me={me}
              canModerate={summary.canModerate}
              canWrite={writer}
              pinned={m.id === pinnedId}
              onDelete={setToDelete}
              onPin={(msg) => void pinChapterMessage(me, summary.groupId, msg.id)}
              onRetry={sender.retry}
              onDiscard={discard}
              onReact={(msg, emoji, on) => void reactToChapterMessage(msg.id, emoji, on)}
              onReply={(msg) => setReplyTo(quoteOf(msg))}
              onEdit={setToEdit}
              {...place}
            />
          )}
        />
      )}
      <div className="border-t bg-card px-3 py-3 sm:px-5">
        {writer ? (
          <ChapterComposer
            me={me}
            onSend={send}
            draft={draft}
            autoFocus={!window.matchMedia?.('(hover: none)').matches}
            quote={replyTo && <ReplyDraft quote={replyTo} onCancel={() => setReplyTo(null)} />}
          />
        ) : (
          <p className="flex items-center justify-center gap-2 py-1 text-sm text-muted-foreground">
            <Eye className="size-4 shrink-0" aria-hidden="true" />
            {t('readOnly')}
          </p>
        )}
      </div>
      <DeleteMessageDialog
        message={toDelete}
        description={t('removedForEveryone')}
        onClose={() => setToDelete(null)}
        onConfirm={(m) => deleteChapterMessage(me, summary.groupId, m)}
      />
      <EditMessageDialog
        message={toEdit}
        onClose={() => setToEdit(null)}
        onSave={(m, content) => editChapterMessage(m.id, content)}
      />
    </>
  );
}

/** /inbox/chapter: the whole chapter's conversation, live, read while on screen. */
export function ChapterScreen() {
  const t = useMessages(chapterMessages);
  const user = useCurrentUser();
  const summary = useChapterSummary();
  useChapterChannel(user.id, summary.data?.groupId);
  // Leaving the screen drops the loaded history: the next visit starts from the newest page.
  useEffect(() => () => queryClient.removeQueries({ queryKey: chapterKeys.messages }), []);

  return (
    <ChatFrame>
      <title>{`${summary.data ? `${summary.data.groupName} · ` : ''}${t('chapterChannel')} · ${APP_NAME}`}</title>
      {summary.data ? (
        <ChannelView summary={summary.data} />
      ) : summary.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('loadingChannel')} />
        </div>
      ) : (
        <div className="flex flex-1 items-center justify-center p-6">
          {summary.isError ? (
            <Banner variant="destructive" title={t('channelFailed')} className="max-w-md">
              <p>{summary.error.message}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void summary.refetch()}>
                {t('tryAgain')}
              </Button>
            </Banner>
          ) : (
            <div className="flex flex-col items-center gap-3 text-center">
              <h1 className="text-lg font-semibold">{t('noChannelTitle')}</h1>
              <p className="max-w-sm text-sm text-muted-foreground">{t('noChannelBody')}</p>
              <Link to={webPaths.inbox} className={buttonClasses('secondary', 'md')}>
                {t('backToInbox')}
              </Link>
            </div>
          )}
        </div>
      )}
    </ChatFrame>
  );
}
