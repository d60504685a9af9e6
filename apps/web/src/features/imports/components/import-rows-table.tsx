import type { ImportPlanRow } from '@chapter/shared/imports.schemas';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { importsMessages } from '../messages.ts';

/** A file of thousands of rows shows the rows that need a look first, and this many in all. */
const SHOWN = 300;
const ORDER: Record<ImportPlanRow['outcome'], number> = { error: 0, skipped: 1, create: 2, update: 3, unchanged: 4 };

const TONE: Record<ImportPlanRow['outcome'], string> = {
  error: 'text-destructive-strong',
  skipped: 'text-warning-strong',
  create: 'text-success-strong',
  update: 'text-primary',
  unchanged: 'text-muted-foreground',
};

/** Every row's outcome: problems first, each with its column and reason (docs/imports.md "The flow"). */
export function ImportRowsTable({ rows }: { rows: readonly ImportPlanRow[] }) {
  const t = useMessages(importsMessages);
  const sorted = [...rows].sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome] || a.row - b.row);
  const shown = sorted.slice(0, SHOWN);
  return (
    <div className="max-h-[28rem] overflow-auto rounded-xl border">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('rowsTable')}</caption>
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
          <tr>
            <th className="px-3 py-2 text-start">{t('row')}</th>
            <th className="px-3 py-2 text-start">{t('what')}</th>
            <th className="px-3 py-2 text-start">{t('result')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.row} className="border-t align-top">
              <td className="px-3 py-2 tabular-nums">{formatNumber(row.row)}</td>
              <td className="px-3 py-2 break-words">{row.summary}</td>
              <td className="px-3 py-2">
                <span className={cn('font-medium', TONE[row.outcome])}>{t('outcome', { outcome: row.outcome })}</span>
                {row.reason && (
                  <p className="text-muted-foreground">
                    {row.column && <span className="font-medium text-foreground">{row.column}: </span>}
                    {row.reason}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sorted.length > SHOWN && (
        <p className="border-t px-3 py-2 text-sm text-muted-foreground">
          {t('moreRows', { count: sorted.length - SHOWN })}
        </p>
      )}
    </div>
  );
}
