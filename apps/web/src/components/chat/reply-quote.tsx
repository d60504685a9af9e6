import type { ReplyQuote } from '@chapter/shared/message-extras.schemas';
import { CornerUpLeft, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { notifyInfo } from '../../lib/notify.ts';
import { chatMessages } from './messages.ts';
import { revealMessage } from './reveal-message.ts';

/** Brings the quoted message into view and marks it for a moment, if it is loaded. */
function showOriginal(id: number): void {
  if (!revealMessage(id)) notifyInfo(chatMessages.text('originalFurtherBack'));
}

/** The quote inside a reply: who wrote the original and its first line; tapping it shows the original. */
export function QuotedMessage({ quote, mine }: { quote: ReplyQuote; mine: boolean }) {
  const t = useMessages(chatMessages);
  return (
    <button
      type="button"
      onClick={() => showOriginal(quote.id)}
      disabled={quote.deleted}
      aria-label={
        quote.deleted ? t('replyToDeleted') : t('replyTo', { name: quote.senderName, excerpt: quote.excerpt })
      }
      className={cn(
        'mb-1.5 block w-full min-w-0 rounded-lg border-s-4 px-2.5 py-1 text-start text-xs',
        mine ? 'border-primary-foreground/60 bg-primary-foreground/15' : 'border-primary/60 bg-background/70',
        !quote.deleted && 'cursor-pointer hover:opacity-90',
      )}
    >
      {quote.deleted ? (
        <span className="italic opacity-80">{t('messageDeleted')}</span>
      ) : (
        <>
          <span className="block font-semibold">{quote.senderName}</span>
          <span className="block truncate opacity-90">{quote.excerpt}</span>
        </>
      )}
    </button>
  );
}

/**
 * Above the composer while replying: the message being answered, and a way to stop replying. Choosing a message
 * to answer puts the caret in the message box of the form it sits in.
 */
export function ReplyDraft({ quote, onCancel }: { quote: ReplyQuote; onCancel: () => void }) {
  const t = useMessages(chatMessages);
  const self = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the menu that chose it has closed and let go of the focus.
    const timer = window.setTimeout(() => {
      if (quote.id) self.current?.closest('form')?.querySelector('textarea')?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [quote.id]);
  return (
    <div
      ref={self}
      className="flex items-center gap-2 rounded-lg border-s-4 border-primary/60 bg-muted px-3 py-1.5 text-sm"
    >
      <CornerUpLeft className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1" aria-live="polite">
        <span className="block text-xs font-semibold text-primary">{t('replyingTo', { name: quote.senderName })}</span>
        <span className="block truncate text-muted-foreground">{quote.excerpt}</span>
      </p>
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('cancelReply')}
        className="rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
