import { MESSAGE_EDIT_WINDOW_MS, REACTION_EMOJIS, type ReactionEmoji } from '@chapter/shared/message-extras.labels';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Copy, CornerUpLeft, Ellipsis, Pencil, Pin, Trash2 } from 'lucide-react';
import { type PointerEvent, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';

const LONG_PRESS_MS = 500;
const MOVE_TOLERANCE_PX = 10;

/**
 * Long-press (touch and pen) or the context menu (right click) opens a message's menu: on a phone there is no row
 * of icons beside each message. A finger that moves is scrolling, not pressing.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const clear = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      start.current = { x: e.clientX, y: e.clientY };
      clear();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent) => {
      if (Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > MOVE_TOLERANCE_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
    onPointerLeave: clear,
    onContextMenu: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      onLongPress();
    },
  };
}

/** My own message, still inside the window in which the server accepts an edit. */
export const editableNow = (sentAt: string, now = Date.now()) =>
  now - new Date(sentAt).getTime() < MESSAGE_EDIT_WINDOW_MS;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text Copy puts on the clipboard. */
  text: string;
  /** The reactions I have put on it (checked in the menu). */
  myReactions: readonly ReactionEmoji[];
  /** Each is left out when the reader may not do it. */
  onReact?: (emoji: ReactionEmoji, on: boolean) => void;
  onReply?: () => void;
  onEdit?: () => void;
  onPin?: () => void;
  /** Opens the confirmation first: deleting cannot be undone. */
  onDelete?: () => void;
}

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-accent data-[highlighted]:text-foreground';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Message copied', variant: 'success', duration: 2000 });
  } catch {
    toast({ title: 'The message could not be copied', variant: 'destructive' });
  }
}

/**
 * What the reader can do with one message — react, reply, edit, copy, pin, delete — behind one "more" button
 * (shown on hover on a desktop, faintly on a phone, and opened by long-press). A Radix menu: arrow keys, Enter and
 * Escape work, and focus returns to the button.
 */
export function MessageActionsMenu({
  open,
  onOpenChange,
  text,
  myReactions,
  onReact,
  onReply,
  onEdit,
  onPin,
  onDelete,
}: Props) {
  // After Reply the caret belongs in the message box (the reply draft puts it there), not back on this button.
  const toComposer = useRef(false);
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger
        aria-label="Message actions"
        className={cn(
          'rounded-md p-1.5 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 hover:bg-accent hover:text-foreground',
          'focus-visible:opacity-100 data-[state=open]:opacity-100 [@media(hover:none)]:opacity-50',
        )}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="center"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 min-w-52 rounded-xl border bg-card p-1.5 text-card-foreground shadow-lg"
          onCloseAutoFocus={(e) => {
            if (!toComposer.current) return;
            toComposer.current = false;
            e.preventDefault();
          }}
        >
          {onReact && (
            <>
              <Menu.Group aria-label="React" className="flex justify-between gap-0.5 px-0.5 pb-1">
                {REACTION_EMOJIS.map((emoji) => {
                  const mine = myReactions.includes(emoji);
                  return (
                    <Menu.CheckboxItem
                      key={emoji}
                      checked={mine}
                      onCheckedChange={(on) => onReact(emoji, on === true)}
                      aria-label={mine ? `Remove ${emoji}` : `React ${emoji}`}
                      className={cn(
                        'flex size-9 cursor-pointer items-center justify-center rounded-full text-lg outline-none',
                        'data-[highlighted]:bg-accent data-[state=checked]:bg-primary-soft data-[state=checked]:ring-1 data-[state=checked]:ring-primary/50',
                      )}
                    >
                      {emoji}
                    </Menu.CheckboxItem>
                  );
                })}
              </Menu.Group>
              <Menu.Separator className="my-1 h-px bg-border" />
            </>
          )}
          {onReply && (
            <Menu.Item
              onSelect={() => {
                toComposer.current = true;
                onReply();
              }}
              className={itemClasses}
            >
              <CornerUpLeft className="size-4 text-muted-foreground" aria-hidden="true" />
              Reply
            </Menu.Item>
          )}
          {onEdit && (
            <Menu.Item onSelect={onEdit} className={itemClasses}>
              <Pencil className="size-4 text-muted-foreground" aria-hidden="true" />
              Edit
            </Menu.Item>
          )}
          <Menu.Item onSelect={() => void copy(text)} className={itemClasses}>
            <Copy className="size-4 text-muted-foreground" aria-hidden="true" />
            Copy text
          </Menu.Item>
          {onPin && (
            <Menu.Item onSelect={onPin} className={itemClasses}>
              <Pin className="size-4 text-muted-foreground" aria-hidden="true" />
              Pin for everyone
            </Menu.Item>
          )}
          {onDelete && (
            <Menu.Item onSelect={onDelete} className={cn(itemClasses, 'text-destructive-strong')}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
