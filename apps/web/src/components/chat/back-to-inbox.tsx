import * as webPaths from '@chapter/shared/web-paths';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useInDetailPane } from '../layout/split-view.tsx';
import { chatMessages } from './messages.ts';

/** The header's way back to the list; none beside the list (wide screens), where the list is on screen. */
export function BackToInbox({ className }: { className?: string }) {
  const t = useMessages(chatMessages);
  if (useInDetailPane()) return null;
  return (
    <Link
      to={webPaths.inbox}
      aria-label={t('backToInbox')}
      className={cn(
        'rounded-lg p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
        className ?? '-ms-1',
      )}
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
    </Link>
  );
}
