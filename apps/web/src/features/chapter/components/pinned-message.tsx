import type { ChannelPin } from '@chapter/shared/chapter-channel.schemas';
import { Pin, PinOff } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { chapterMessages } from '../messages.ts';

interface Props {
  pin: ChannelPin;
  timeZone: string | undefined;
  /** Given to moderators. */
  onUnpin?: () => void;
}

/** The pinned announcement above the messages: two lines, the rest on request. */
export function PinnedMessage({ pin, timeZone, onUnpin }: Props) {
  const t = useMessages(chapterMessages);
  const [open, setOpen] = useState(false);
  const long = pin.message.content.length > 140 || pin.message.content.includes('\n');
  const by = pin.pinnedBy?.name ?? pin.message.senderName;
  return (
    <section
      aria-label={t('pinnedAnnouncement')}
      className="flex items-start gap-2 border-b bg-warning-soft px-4 py-2.5 sm:px-5"
    >
      <Pin className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-warning-strong">
          {t('pinnedBy', { name: by })}
          <span className="font-normal text-muted-foreground"> · {formatDateTime(pin.pinnedAt, timeZone)}</span>
        </p>
        <p className={open ? 'text-sm whitespace-pre-wrap' : 'line-clamp-2 text-sm whitespace-pre-wrap'}>
          {pin.message.content}
        </p>
        {long && (
          <button
            type="button"
            onClick={() => setOpen((o) => !o)}
            className="mt-0.5 text-xs font-medium text-primary hover:underline"
          >
            {open ? t('showLess') : t('showAll')}
          </button>
        )}
      </div>
      {onUnpin && (
        <button
          type="button"
          onClick={onUnpin}
          aria-label={t('unpin')}
          className="shrink-0 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <PinOff className="size-4" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
