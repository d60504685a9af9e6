import type { Matrix, MatrixKind } from '@chapter/shared/scorecard.schemas';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useMatrix } from '../api/get-matrix.ts';
import { scorecardMessages } from '../messages.ts';

const KINDS: MatrixKind[] = ['referrals', 'oneToOnes'];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3);

/** A cell's shade: five steps of the primary colour by share of the busiest pair. */
function shade(count: number, max: number): string {
  if (count === 0 || max === 0) return '';
  const step = Math.ceil((count / max) * 4);
  return ['', 'bg-primary/20', 'bg-primary/40', 'bg-primary/65', 'bg-primary text-primary-foreground'][step] ?? '';
}

function Grid({ matrix }: { matrix: Matrix }) {
  const t = useMessages(scorecardMessages);
  const counts = new Map(matrix.cells.map((c) => [`${c.from}:${c.to}`, c.count]));
  const captionId = useId();
  // The caption stays outside the scroller, in view while the grid scrolls sideways in its own box (never the page).
  // The box is `relative`: the columns' screen-reader names are absolutely placed, and would otherwise stretch the page.
  return (
    <>
      <p id={captionId} className="mb-2 text-sm text-muted-foreground">
        {t('matrixCaption', { kind: matrix.kind })}
      </p>
      <div className="relative max-w-full overflow-x-auto">
        <table aria-labelledby={captionId} className="border-separate border-spacing-0.5 text-xs">
          <thead>
            <tr>
              <th scope="col" className="sticky start-0 bg-card" />
              {matrix.members.map((m) => (
                <th key={m.id} scope="col" title={m.name} className="h-16 w-7 align-bottom font-medium">
                  <span className="inline-block -rotate-60 whitespace-nowrap">{initials(m.name)}</span>
                  <span className="sr-only">{m.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.members.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="sticky start-0 bg-card pe-2 text-start font-medium whitespace-nowrap">
                  {row.name}
                </th>
                {matrix.members.map((col) => {
                  const n = row.id === col.id ? null : (counts.get(`${row.id}:${col.id}`) ?? 0);
                  return (
                    <td
                      key={col.id}
                      title={
                        n === null
                          ? undefined
                          : t('matrixCell', { kind: matrix.kind, from: row.name, to: col.name, count: formatNumber(n) })
                      }
                      className={cn(
                        'size-7 rounded text-center tabular-nums',
                        n === null ? 'bg-muted' : n === 0 ? 'bg-muted/40 text-transparent' : shade(n, matrix.max),
                      )}
                    >
                      {n === null ? <span className="sr-only">{t('sameMember')}</span> : n}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The referral / one-to-one matrix as a heat map; a real table, so screen readers read it row by row. */
export function MatrixHeatmap() {
  const t = useMessages(scorecardMessages);
  const [kind, setKind] = useState<MatrixKind>('referrals');
  const matrix = useMatrix(kind, true);
  return (
    // min-w-0: a grid item is otherwise as wide as its widest content, and the matrix made the phone's page 605 px.
    <section aria-labelledby="matrix" className="min-w-0 rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="matrix" className="font-semibold">
          {t('whoWorksWithWhom')}
        </h2>
        <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">{t('matrixOf')}</legend>
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
              className={cn(
                'rounded-md px-3 py-1 text-sm font-medium',
                kind === k ? 'bg-card shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t('matrixKind', { kind: k })}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-3">
        {matrix.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : matrix.isError ? (
          <ErrorState message={matrix.error.message} onRetry={() => void matrix.refetch()} />
        ) : matrix.data.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noActiveMembers')}</p>
        ) : (
          <>
            <Grid matrix={matrix.data} />
            {matrix.data.cells.length === 0 && (
              <p className="mt-2 text-sm text-muted-foreground">{t('nothingRecorded')}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
