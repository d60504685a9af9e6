import { PencilLine, Plus } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { quickSlipMessages } from './messages.ts';
import { openQuickSlip } from './quick-slip-open.ts';

/** Home's first card (docs/quick-slip.md "Where it starts"): tap 1 of a slip, the easiest thing to find. */
export function QuickSlipCard() {
  const q = useMessages(quickSlipMessages);
  return (
    <button
      type="button"
      onClick={openQuickSlip}
      className="flex w-full items-center gap-4 rounded-2xl bg-primary p-4 text-start text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 sm:p-5"
    >
      <span className="rounded-xl bg-primary-foreground/15 p-2.5">
        <PencilLine className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold">{q('newSlip')}</span>
        <span className="block text-sm opacity-90">{q('newSlipText')}</span>
      </span>
    </button>
  );
}

/**
 * The phone's bottom bar's centred action (docs/quick-slip.md "Where it starts"): a round button among the
 * destinations, labelled like them, which opens the sheet rather than a page.
 */
export function QuickSlipBarButton() {
  const q = useMessages(quickSlipMessages);
  return (
    <button
      type="button"
      onClick={openQuickSlip}
      className="flex h-full w-full flex-col items-center justify-center gap-1 text-[10px] font-medium tracking-tight text-primary"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm">
        <Plus className="size-5" aria-hidden="true" />
      </span>
      <span className="line-clamp-2 max-w-full hyphens-auto px-0.5 text-center leading-[1.1] [overflow-wrap:anywhere]">
        {q('newSlip')}
      </span>
    </button>
  );
}
