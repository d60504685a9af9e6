import type { ChannelMention } from '@chapter/shared/chapter-channel.schemas';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import type { AttachmentDraft } from '../../../components/chat/attachment-draft.ts';
import { Composer } from '../../../components/chat/composer.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useChapterMembers } from '../api/get-members.ts';
import { keptMentions, mentionCandidates, mentionQuery } from '../mentions.ts';
import { chapterMessages } from '../messages.ts';

interface Props {
  me: number;
  onSend: (content: string, mentions: ChannelMention[]) => void;
  autoFocus?: boolean;
  /** Above the box: the message being replied to. */
  quote?: ReactNode;
  /** Photos and files to send with the message. */
  draft?: AttachmentDraft;
}

/**
 * The channel's message box: typing `@` and a few letters offers the members to name; ↑/↓ move, Enter or Tab
 * picks, Escape closes. A picked name goes into the text and its member's id goes with the message.
 */
export function ChapterComposer({ me, onSend, autoFocus, quote, draft }: Props) {
  const t = useMessages(chapterMessages);
  const members = useChapterMembers(true);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<ChannelMention[]>([]);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once a picked mention is in the box: placed as React commits the new text, before the
  // next keystroke is handled (a frame later, quick typing landed after the caret and was then overtaken).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    box.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  });
  const listId = useId();

  const query = mentionQuery(text, caret);
  const options =
    query && query.start !== dismissedAt ? mentionCandidates(members.data?.members ?? [], query.query, me) : [];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);

  const pick = (member: { id: number; name: string }) => {
    if (!query) return;
    const inserted = `@${member.name} `;
    const next = text.slice(0, query.start) + inserted + text.slice(caret);
    const at = query.start + inserted.length;
    setText(next);
    setCaret(at);
    setPicked((p) => [...p, { userId: member.id, name: member.name }]);
    setActive(0);
    caretAfterPick.current = at;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const choice = options[current];
      if (choice) pick(choice);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissedAt(query?.start ?? null);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Composer
      value={text}
      onValueChange={(next, at) => {
        setText(next);
        setCaret(at);
        setActive(0);
        // Escape closes the suggestions for that one @; once it is gone, the next @ offers them again.
        if (!mentionQuery(next, at)) setDismissedAt(null);
        if (next === '') setPicked([]);
      }}
      boxRef={box}
      draft={draft}
      autoFocus={autoFocus}
      placeholder={t('writeToChapter')}
      onBoxKeyDown={onKeyDown}
      boxProps={{
        'aria-autocomplete': 'list',
        'aria-controls': open ? listId : undefined,
        'aria-activedescendant': open ? optionId(current) : undefined,
        onSelect: (e) => setCaret(e.currentTarget.selectionStart ?? 0),
      }}
      onSend={(content) => {
        onSend(content, keptMentions(content, picked));
        setPicked([]);
        return true;
      }}
      above={
        <>
          {quote}
          {open && (
            <div
              id={listId}
              role="listbox"
              aria-label={t('membersToMention')}
              className="absolute inset-x-0 bottom-full mb-2 max-h-64 overflow-y-auto rounded-xl border bg-card p-1 shadow-lg"
            >
              {options.map((m, i) => (
                <div
                  key={m.id}
                  id={optionId(i)}
                  role="option"
                  // The box keeps the focus; the active option is announced through aria-activedescendant.
                  tabIndex={-1}
                  aria-selected={i === current}
                  // The box keeps the focus (and the caret) while a name is clicked.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(m);
                  }}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
                    i === current ? 'bg-accent text-foreground' : 'text-foreground/90',
                  )}
                >
                  <span aria-hidden="true">
                    <Avatar name={m.name} src={m.avatarUrl} size={96} className="size-7" />
                  </span>
                  <span className="truncate">{m.name}</span>
                </div>
              ))}
            </div>
          )}
        </>
      }
    />
  );
}
