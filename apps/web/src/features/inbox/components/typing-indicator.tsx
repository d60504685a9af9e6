import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { inboxMessages } from '../messages.ts';

/** '{name} is typing…' with three soft dots; polite, so screen readers hear it without being interrupted. */
export function TypingIndicator({ name }: { name: string | undefined }) {
  const t = useMessages(inboxMessages);
  return (
    <div aria-live="polite" className="min-h-7 px-1 pt-2">
      {name && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <span aria-hidden="true" className="flex gap-0.5">
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground/70" />
          </span>
          {t('isTyping', { name })}
        </p>
      )}
    </div>
  );
}
