import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAttachmentDraft, useHandedAttachments } from '../../../components/chat/attachment-draft.ts';
import { BackToInbox } from '../../../components/chat/back-to-inbox.tsx';
import { Composer } from '../../../components/chat/composer.tsx';
import { APP_NAME } from '../../../components/layout/brand.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { type Correspondent, useMember } from '../api/find-members.ts';
import { useInboxList } from '../api/get-inbox.ts';
import { sendFailure, sendMessage } from '../api/send-message.ts';
import { inboxRows } from '../inbox-list-cache.ts';
import { inboxMessages } from '../messages.ts';
import { MemberPicker } from './member-picker.tsx';

/** Where the link goes in its sentence. */
const LINK = '\u0000';

function Recipient({ member, onChange }: { member: Correspondent; onChange: () => void }) {
  const t = useMessages(inboxMessages);
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-background px-3 py-2.5">
      <Avatar name={member.name} src={member.profileImageUrl} size={96} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted-foreground">{t('to')}</p>
        <p className="truncate font-medium">{member.name}</p>
      </div>
      <button
        type="button"
        onClick={onChange}
        aria-label={t('chooseSomeoneElse')}
        className="rounded-lg p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** /inbox/compose (optionally ?to={userId}): pick a member, write, send, and land in the conversation. */
export function ComposeScreen() {
  const t = useMessages(inboxMessages);
  const me = useCurrentUser().id;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = Number(params.get('to'));
  const preset = useMember(Number.isInteger(to) && to > 0 && to !== me ? to : null);
  const [picked, setPicked] = useState<Correspondent | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // A retry of the same text reuses its id, so a send that did reach the server is not stored twice.
  const attempt = useRef<{ content: string; id: string } | null>(null);
  const list = useInboxList();
  const draft = useAttachmentDraft(useHandedAttachments());

  const recipient = picked === undefined ? (preset.data ?? null) : picked;
  const conversations = inboxRows(list.data);
  const known: Correspondent[] = conversations.map((r) => {
    const mine = r.senderId === me;
    return {
      id: mine ? r.recipientId : r.senderId,
      name: mine ? r.recipientName : r.senderName,
      detail: null,
      profileImageUrl: null,
    };
  });
  const existing = recipient && known.findIndex((k) => k.id === recipient.id);
  // The sentence around the "Open it" link, whole for the translator: the link goes where {openIt} stands.
  const openIt = t('openItOrSend', { openIt: LINK }).split(LINK);

  const send = async (content: string) => {
    if (!recipient) return false;
    // The same text with other files is another message: it gets a new id.
    const files = draft.attachments.map((a) => a.id).join(',');
    const key = `${content}\u0000${files}`;
    if (attempt.current?.content !== key) attempt.current = { content: key, id: crypto.randomUUID() };
    setError(null);
    try {
      const message = await sendMessage(
        me,
        { recipientId: recipient.id },
        content,
        attempt.current.id,
        draft.attachments,
      );
      navigate(webPath(webPaths.conversation, { conversationId: message.conversationId }), { replace: true });
      return true;
    } catch (err) {
      setError(sendFailure(err));
      return false;
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <title>{`${t('newMessage')} · ${APP_NAME}`}</title>
      <header className="flex items-center gap-2">
        <BackToInbox className="-ms-2" />
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('newMessage')}</h1>
      </header>
      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
        {picked === undefined && preset.isLoading ? (
          <Spinner label={t('loadingMember')} />
        ) : recipient ? (
          <Recipient member={recipient} onChange={() => setPicked(null)} />
        ) : (
          <MemberPicker me={me} known={known} onPick={setPicked} />
        )}
        {recipient && existing !== null && existing >= 0 && (
          <p className="text-sm text-muted-foreground">
            {`${t('alreadyHave')} `}
            {openIt[0]}
            <Link
              className="font-medium text-primary hover:underline"
              to={webPath(webPaths.conversation, { conversationId: conversations[existing]?.conversationId ?? '' })}
            >
              {t('openIt')}
            </Link>
            {openIt[1]}
          </p>
        )}
        {error && (
          <Banner variant="destructive" title={t('notSentTitle')} onDismiss={() => setError(null)}>
            {error}
          </Banner>
        )}
        {draft.attachments.length > 0 && !recipient && (
          <p className="text-sm text-muted-foreground">
            {t('chooseWhoGets', { files: draft.attachments.map((a) => a.name).join(', ') })}
          </p>
        )}
        {recipient && (
          <Composer onSend={send} draft={draft} autoFocus placeholder={t('writeTo', { name: recipient.name })} />
        )}
      </div>
    </section>
  );
}
