import { Mail, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useBroadcast, useBroadcasts } from '../api/broadcasts.ts';
import { messagingMessages } from '../messages.ts';

const STATUS_STYLE: Record<string, string> = {
  sent: 'bg-success-soft text-success-strong',
  failed: 'bg-destructive-soft text-destructive-strong',
  skipped: 'bg-muted text-muted-foreground',
  held: 'bg-warning-soft text-warning-strong',
  pending: 'bg-primary-soft text-foreground',
};

/**
 * A delivery state in a leader's words (messages `status` and `statusCount`); "held" means kept in the outbox
 * because no provider is set up.
 */
function StatusPill({ status, count }: { status: string; count?: number }) {
  const t = useMessages(messagingMessages);
  const label =
    count === undefined ? t('status', { status }) : t('statusCount', { status, count: formatNumber(count) });
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? ''}`}>{label}</span>;
}

/** Sent broadcasts, newest first; open one for each recipient's delivery status. */
export function BroadcastHistory({ groupId }: { groupId: number | undefined }) {
  const t = useMessages(messagingMessages);
  const list = useBroadcasts(groupId);
  const timeZone = useGroupTimeZone();
  const [open, setOpen] = useState<number | null>(null);
  const detail = useBroadcast(open);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t('sentMessages')}
      </h2>
      {list.isPending ? (
        <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={t('nothingSent')}>
          <p>{t('nothingSentBody')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('sentMessages')}>
          {items.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                onClick={() => setOpen(b.id)}
                className="flex w-full items-start gap-3 rounded-xl border bg-card p-3 text-start shadow-xs hover:border-primary/40"
              >
                {b.channel === 'sms' ? (
                  <MessageSquareText
                    className="mt-0.5 size-5 text-primary"
                    aria-label={t('channelName', { channel: 'sms' })}
                  />
                ) : (
                  <Mail className="mt-0.5 size-5 text-primary" aria-label={t('channelName', { channel: 'email' })} />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{b.subject ?? b.body}</p>
                  <p className="text-sm text-muted-foreground">
                    {b.audience} · {b.senderName ?? t('unknownSender')} · {formatDateTime(b.createdAt, timeZone)}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {Object.entries(b.statusCounts).map(([s, n]) => (
                      <StatusPill key={s} status={s} count={n} />
                    ))}
                  </p>
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={list} />
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)} title={t('deliveryStatus')} wide>
        {detail.isPending ? (
          <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />
        ) : detail.isError ? (
          <ErrorState message={detail.error.message} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap">{detail.data.body}</p>
            <ul className="divide-y rounded-xl border" aria-label={t('recipients')}>
              {detail.data.recipients.map((r) => (
                <li key={r.userId} className="flex items-center gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{r.name}</p>
                    <p className="truncate text-muted-foreground">
                      {[r.address, r.detail].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <StatusPill status={r.status} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    </section>
  );
}
