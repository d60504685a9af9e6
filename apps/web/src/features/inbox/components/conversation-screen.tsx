import type { ReplyQuote } from '@chapter/shared/message-extras.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import * as webPaths from '@chapter/shared/web-paths';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAttachmentDraft, useHandedAttachments } from '../../../components/chat/attachment-draft.ts';
import { ChatFrame } from '../../../components/chat/chat-frame.tsx';
import { Composer } from '../../../components/chat/composer.tsx';
import { DeleteMessageDialog } from '../../../components/chat/delete-message-dialog.tsx';
import { EditMessageDialog } from '../../../components/chat/edit-message-dialog.tsx';
import { MessageList } from '../../../components/chat/message-list.tsx';
import { ReplyDraft } from '../../../components/chat/reply-quote.tsx';
import { useMessageParam } from '../../../components/chat/use-focus-message.ts';
import { APP_NAME } from '../../../components/layout/brand.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isNotFound } from '../../../lib/api-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { quoteOf } from '../../../lib/message-extras.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useChannel } from '../../../lib/realtime-channels.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { deleteMessage } from '../api/delete-message.ts';
import { useConversation, useLoadOlder } from '../api/get-conversation.ts';
import { editMessage, reactToMessage } from '../api/message-extras.ts';
import { useConversationSender } from '../api/send-message.ts';
import { type ConversationCache, type ConversationMessage, clearNew, discardPending } from '../conversation-cache.ts';
import { useAutoMarkRead } from '../hooks/use-auto-mark-read.ts';
import { useTypingNames, useTypingPublisher } from '../hooks/use-typing.ts';
import { readInboxEvent } from '../inbox-events.ts';
import { inboxKeys } from '../inbox-keys.ts';
import { liveTarget } from '../inbox-live.ts';
import { applyInboxEvent } from '../live-updates.ts';
import { inboxMessages } from '../messages.ts';
import { useOpenConversation } from '../open-conversation.ts';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

function ConversationView({ conversation, me }: { conversation: ConversationCache; me: { id: number; name: string } }) {
  const t = useMessages(inboxMessages);
  const { conversationId, otherUser } = conversation;
  const typing = useTypingNames(channels.typingConversation(conversationId), me.id);
  const publisher = useTypingPublisher(conversationId);
  const sender = useConversationSender({ conversationId, me, other: otherUser });
  const older = useLoadOlder(conversationId);
  const focusId = useMessageParam();
  const draft = useAttachmentDraft(useHandedAttachments());
  const [toDelete, setToDelete] = useState<ConversationMessage | null>(null);
  const [toEdit, setToEdit] = useState<ConversationMessage | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyQuote | null>(null);
  const typingName = typing.names.get(conversationId);
  const firstNew = conversation.messages.find((m) => m.isNew && m.senderId !== me.id)?.id;
  const discard = (m: ConversationMessage) =>
    queryClient.setQueryData<ConversationCache>(inboxKeys.conversation(conversationId), (c) =>
      c ? discardPending(c, m.clientMessageId) : c,
    );

  // Their message has arrived: whatever they were typing is now on screen.
  const lastFromOther = conversation.messages.findLast((m) => m.senderId === otherUser.id)?.id;
  useEffect(() => {
    if (lastFromOther !== undefined) typing.clear(conversationId);
  }, [lastFromOther, conversationId, typing.clear]);

  return (
    <>
      <ConversationHeader other={otherUser} />
      {conversation.messages.length === 0 && !conversation.hasMoreBack ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center text-sm text-muted-foreground">
          <MessagesSquare className="size-8 text-primary/70" aria-hidden="true" />
          <p>{otherUser.name ? t('sayHelloTo', { name: otherUser.name }) : t('sayHello')}</p>
          <TypingIndicator name={typingName} />
        </div>
      ) : (
        <MessageList
          me={me.id}
          messages={conversation.messages}
          firstNewId={firstNew}
          hasMoreBack={conversation.hasMoreBack}
          loadingOlder={older.loading}
          olderFailed={older.failed}
          onLoadOlder={(reason) => void older.load(reason)}
          focusId={focusId}
          renderMessage={(m, place) => (
            <MessageBubble
              message={m}
              onDelete={setToDelete}
              onRetry={sender.retry}
              onDiscard={discard}
              onReact={(msg, emoji, on) => void reactToMessage(conversationId, msg.id, emoji, on)}
              onReply={(msg) => setReplyTo(quoteOf(msg))}
              onEdit={setToEdit}
              {...place}
            />
          )}
          footer={<TypingIndicator name={typingName} />}
        />
      )}
      <div className="border-t bg-card px-3 py-3 sm:px-5">
        <Composer
          onSend={(content) => {
            sender.send(content, draft.attachments, replyTo);
            setReplyTo(null);
            return true;
          }}
          above={replyTo && <ReplyDraft quote={replyTo} onCancel={() => setReplyTo(null)} />}
          draft={draft}
          onTyping={publisher.typed}
          onStopTyping={publisher.stop}
          autoFocus={!window.matchMedia?.('(hover: none)').matches}
        />
      </div>
      <DeleteMessageDialog
        message={toDelete}
        description={t('removedForBoth')}
        onClose={() => setToDelete(null)}
        onConfirm={(m) => deleteMessage(me.id, conversationId, m.id)}
      />
      <EditMessageDialog
        message={toEdit}
        onClose={() => setToEdit(null)}
        onSave={(m, content) => editMessage(conversationId, m.id, content)}
      />
    </>
  );
}

/** /inbox/conversation/:id: live messages with one member, marked read while on screen. */
export function ConversationScreen({ conversationId }: { conversationId: number }) {
  const t = useMessages(inboxMessages);
  const user = useCurrentUser();
  const query = useConversation(conversationId);
  useOpenConversation(conversationId);
  useAutoMarkRead(user.id, conversationId, query.data?.messages);
  useChannel(channels.conversation(conversationId), {
    onPublication: (data) => {
      const event = readInboxEvent(data);
      if (event) applyInboxEvent(liveTarget(user.id), event);
    },
    onGap: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(conversationId) }),
  });
  // "New" marks what arrived while away; once seen here they are no longer new.
  useEffect(
    () => () => {
      queryClient.setQueryData<ConversationCache>(inboxKeys.conversation(conversationId), (c) => (c ? clearNew(c) : c));
    },
    [conversationId],
  );

  const name = query.data?.otherUser.name;
  return (
    <ChatFrame>
      <title>{`${name ? `${name} · ` : ''}${t('inbox')} · ${APP_NAME}`}</title>
      {query.data ? (
        <ConversationView conversation={query.data} me={{ id: user.id, name: user.name }} />
      ) : query.isError ? (
        <div className="flex flex-1 items-center justify-center p-6">
          {isNotFound(query.error) ? (
            <div className="flex flex-col items-center gap-3 text-center">
              <h1 className="text-lg font-semibold">{t('notFoundTitle')}</h1>
              <p className="max-w-sm text-sm text-muted-foreground">{t('notFoundBody')}</p>
              <Link to={webPaths.inbox} className={buttonClasses('secondary', 'md')}>
                {t('backToInbox')}
              </Link>
            </div>
          ) : (
            <Banner variant="destructive" title={t('conversationFailed')} className="max-w-md">
              <p>{query.error.message}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
                {t('tryAgain')}
              </Button>
            </Banner>
          )}
        </div>
      ) : (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('loadingConversation')} />
        </div>
      )}
    </ChatFrame>
  );
}
