import type { ReactionEmoji } from '@chapter/shared/message-extras.labels';
import type { MessageReaction } from '@chapter/shared/message-extras.schemas';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { chatMessages } from './messages.ts';

interface Props {
  reactions: MessageReaction[];
  /** Under my own messages the chips line up on the right. */
  mine: boolean;
  /** Tapping a chip adds or takes away my reaction; without it (a reader) the chips only show. */
  onToggle?: (emoji: ReactionEmoji, on: boolean) => void;
}

/** "👍 3, including you": what a screen reader says for a chip. */
function reactionLabel(r: MessageReaction): string {
  const values = { emoji: r.emoji, count: formatNumber(r.count) };
  return chatMessages.text(r.mine ? 'reactionCountMine' : 'reactionCount', values);
}

/** The reactions under a message: emoji and count, mine highlighted, who reacted in the tooltip. */
export function MessageReactions({ reactions, mine, onToggle }: Props) {
  const t = useMessages(chatMessages);
  if (reactions.length === 0) return null;
  return (
    <ul aria-label={t('reactions')} className={cn('mt-1 flex flex-wrap gap-1', mine ? 'justify-end' : 'justify-start')}>
      {reactions.map((r) => {
        const who = r.reactors.map((p) => p.name).join(', ');
        const classes = cn(
          'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs tabular-nums',
          r.mine ? 'border-primary/60 bg-primary-soft text-primary' : 'border-border bg-card text-muted-foreground',
        );
        return (
          <li key={r.emoji}>
            {onToggle ? (
              <button
                type="button"
                aria-pressed={r.mine}
                aria-label={reactionLabel(r)}
                title={who}
                onClick={() => onToggle(r.emoji, !r.mine)}
                className={cn(classes, 'hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring/40')}
              >
                <span aria-hidden="true">{r.emoji}</span>
                <span aria-hidden="true">{r.count}</span>
              </button>
            ) : (
              <span role="img" aria-label={reactionLabel(r)} title={who} className={classes}>
                <span aria-hidden="true">{r.emoji}</span>
                <span aria-hidden="true">{r.count}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
