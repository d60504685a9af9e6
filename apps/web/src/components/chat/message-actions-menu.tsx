import { MESSAGE_EDIT_WINDOW_MS, REACTION_EMOJIS, type ReactionEmoji } from '@chapter/shared/message-extras.labels';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Copy, CornerUpLeft, Ellipsis, Pencil, Pin, Trash2 } from 'lucide-react';
import { type MouseEvent, type PointerEvent, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { notifyDone, notifyProblem } from '../../lib/notify.ts';
import { chatMessages } from './messages.ts';

const LONG_PRESS_MS = 500;
const MOVE_TOLERANCE_PX = 10;

/**
 * On a phone there is no row of icons beside each message: a tap on the bubble (touch or pen) opens its menu, and so
 * do a long-press and the context menu (right click). A finger that moves is scrolling, not pressing; a tap on a link
 * or an attachment inside the bubble does what that says.
 */
export function useBubblePress(openMenu: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const touch = useRef(false);
  const clear = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    onPointerDown: (e: PointerEvent) => {
      touch.current = e.pointerType !== 'mouse';
      if (!touch.current) return;
      start.current = { x: e.clientX, y: e.clientY };
      clear();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        openMenu();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent) => {
      if (Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > MOVE_TOLERANCE_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
    onPointerLeave: clear,
    onClick: (e: MouseEvent) => {
      if (!touch.current || (e.target as Element).closest(INTERACTIVE)) return;
      openMenu();
    },
    onContextMenu: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      openMenu();
    },
  };
}

/** What inside a bubble answers a tap itself (a link, an attachment, a button). */
const INTERACTIVE = 'a, button, input, audio, video, [role="button"]';

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
    notifyDone(chatMessages.text('copied'), undefined, { duration: 2000 });
  } catch {
    notifyProblem(chatMessages.text('copyFailed'));
  }
}

/**
 * What the reader can do with one message — react, reply, edit, copy, pin, delete — behind one "more" button
 * (shown on hover on a desktop, faintly on a phone, and opened by a tap or a long-press on the bubble). A Radix menu: arrow keys, Enter and
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
  const t = useMessages(chatMessages);
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger
        aria-label={t('messageActions')}
        // 44 px square, a finger's width; a mouse on a wide screen makes do with 32.
        className={cn(
          'flex size-11 items-center justify-center rounded-md text-muted-foreground opacity-0 transition-opacity md:[@media(pointer:fine)]:size-8',
          'group-hover:opacity-100 hover:bg-accent hover:text-foreground',
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
              <Menu.Group aria-label={t('react')} className="flex justify-between gap-0.5 px-0.5 pb-1">
                {REACTION_EMOJIS.map((emoji) => {
                  const mine = myReactions.includes(emoji);
                  return (
                    <Menu.CheckboxItem
                      key={emoji}
                      checked={mine}
                      onCheckedChange={(on) => onReact(emoji, on === true)}
                      aria-label={mine ? t('removeReaction', { emoji }) : t('reactWith', { emoji })}
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
              {t('reply')}
            </Menu.Item>
          )}
          {onEdit && (
            <Menu.Item onSelect={onEdit} className={itemClasses}>
              <Pencil className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('edit')}
            </Menu.Item>
          )}
          <Menu.Item onSelect={() => void copy(text)} className={itemClasses}>
            <Copy className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('copyText')}
          </Menu.Item>
          {onPin && (
            <Menu.Item onSelect={onPin} className={itemClasses}>
              <Pin className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('pinForEveryone')}
            </Menu.Item>
          )}
          {onDelete && (
            <Menu.Item onSelect={onDelete} className={cn(itemClasses, 'text-destructive-strong')}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('delete')}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
