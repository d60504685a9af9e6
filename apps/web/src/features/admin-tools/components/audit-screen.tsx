import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useAuditLog } from '../api/audit-log.ts';
import type { AuditFilters } from '../api/keys.ts';
import { adminToolsMessages } from '../messages.ts';

const EMPTY: AuditFilters = { actorId: '', action: '', targetType: '', targetId: '', from: '', to: '' };

/** The kinds of record an entry is about (the server's target types), offered as a filter. */
const TARGET_TYPES = [
  'user',
  'membership',
  'group',
  'meeting',
  'substitution',
  'visitor',
  'activity',
  'mentorship',
  'broadcast',
  'platform',
];

/** /admin/audit: who did what and when, filtered by actor, action, target and dates. */
export function AuditScreen() {
  const t = useMessages(adminToolsMessages);
  const [f, setF] = useState<AuditFilters>(EMPTY);
  const log = useAuditLog(f);
  const timeZone = useGroupTimeZone();
  const first = log.data?.pages[0];
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (k: keyof AuditFilters) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const badRange = Boolean(f.from && f.to && f.from > f.to);
  return (
    <ScreenIntro title={t('auditTitle')} description={t('auditIntro')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <SelectField
          label={t('actor')}
          value={f.actorId}
          onChange={set('actorId')}
          options={[
            { value: '', label: t('anyone') },
            ...(first?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name })),
          ]}
        />
        <SelectField
          label={t('action')}
          value={f.action}
          onChange={set('action')}
          options={[
            { value: '', label: t('anyAction') },
            ...(first?.actions ?? []).map((a) => ({ value: a, label: a })),
          ]}
        />
        <SelectField
          label={t('target')}
          value={f.targetType}
          onChange={set('targetType')}
          options={[
            { value: '', label: t('anyTarget') },
            ...TARGET_TYPES.map((target) => ({ value: target, label: t('targetName', { target }) })),
          ]}
        />
        <Field label={t('targetId')} value={f.targetId} onChange={set('targetId')} />
        <Field label={t('from')} type="date" value={f.from} onChange={set('from')} />
        <Field
          label={t('to')}
          type="date"
          value={f.to}
          onChange={set('to')}
          error={badRange ? t('beforeFrom') : undefined}
        />
      </div>
      {JSON.stringify(f) !== JSON.stringify(EMPTY) && (
        <Button variant="link" className="self-start" onClick={() => setF(EMPTY)}>
          {t('clearFilters')}
        </Button>
      )}
      {log.isPending ? (
        <LoadingCards count={4} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : log.isError ? (
        <ErrorState message={log.error.message} onRetry={() => void log.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ScrollText} title={t('noEntries')}>
          <p>{t('noEntriesMatch')}</p>
        </EmptyState>
      ) : (
        <ol className="divide-y rounded-2xl border bg-card shadow-xs" aria-label={t('auditEntries')}>
          {items.map((a) => (
            <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={a.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-40">
                {formatDateTime(a.createdAt, timeZone)}
              </time>
              <div className="min-w-0 flex-1">
                <p className="text-sm">{a.summary}</p>
                <p className="text-xs text-muted-foreground">
                  {a.actorName ?? t('system')} · <code>{a.action}</code>
                  {a.targetType && ` · ${t('targetName', { target: a.targetType })} ${a.targetId ?? ''}`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {t('showOlder')}
        </Button>
      )}
    </ScreenIntro>
  );
}
