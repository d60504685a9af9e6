import { AlertTriangle, type LucideIcon, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useMessagesNow } from '../../lib/i18n/use-messages-now.ts';
import { componentMessages } from '../messages.ts';
import { Button } from './button.tsx';

/** Placeholder cards while a list loads, announced once to screen readers. */
export function LoadingCards({ count = 6, className }: { count?: number; className?: string }) {
  // Shown while something loads: it does not wait for its own words (use-messages-now.ts).
  const t = useMessagesNow(componentMessages);
  return (
    <div role="status" aria-label={t('loading')} className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
        <div key={i} className="flex animate-pulse gap-3 rounded-2xl border bg-card p-4">
          <div className="size-12 rounded-full bg-muted" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className="h-3.5 w-2/3 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
            <div className="h-3 w-1/3 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load with a way to try again; shown at once, in English while its language's words are not in. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useMessagesNow(componentMessages);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center"
    >
      <AlertTriangle className="size-8 text-warning" aria-hidden="true" />
      <div>
        <p className="font-medium">{t('couldNotLoad')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );
}

/** Nothing to show, with what to do about it. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
      <span className="rounded-full bg-primary-soft p-3 text-primary">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">{title}</p>
      {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

/** The paging part of an infinite query that ShowMore needs. */
interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The next page of a list, on request, while there is one. */
export function ShowMore({ list, className = 'self-center' }: { list: Paged; className?: string }) {
  const t = useMessages(componentMessages);
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      loading={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {t('showMore')}
    </Button>
  );
}
