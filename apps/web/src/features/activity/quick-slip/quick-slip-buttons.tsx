import { Plus } from 'lucide-react';
import { shellMessages } from '../../../components/layout/messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { openQuickSlip } from './quick-slip-open.ts';

/**
 * The phone's bottom bar's centred action (docs/quick-slip.md "Where it starts"): a round button among the
 * destinations, labelled like them (the shell's own words, already on every page), which opens the sheet rather
 * than a page.
 */
export function QuickSlipBarButton() {
  const t = useMessages(shellMessages);
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
        {t('newSlip')}
      </span>
    </button>
  );
}
