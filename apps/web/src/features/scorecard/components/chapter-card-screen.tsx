import {
  CHAPTER_CARD_MONTHS,
  type ChapterCard,
  type ChapterCardMonths,
  type ChapterFigureRow,
} from '@chapter/shared/chapter-scorecard.schemas';
import { ArrowDown, ArrowUp, BarChart3, Minus } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate, formatCents, formatNumber, formatPercent } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useChapterCard } from '../api/chapter-card.ts';
import { chapterCardMessages } from '../chapter-card/messages.ts';
import { ComparisonGroup } from './chapter-comparison.tsx';

const { text } = chapterCardMessages;

/** A figure as members read it: a count, a share as a percentage, an amount in the chapter's currency. */
function shown(row: ChapterFigureRow, value: number | null, currency: string, signed = false): string {
  if (value === null) return text('none');
  const sign = signed && value > 0 ? '+' : '';
  if (row.key === 'revenueCents') return `${sign}${formatCents(value, currency) ?? text('none')}`;
  if (row.key === 'conversion' || row.key === 'attendance') return `${sign}${formatPercent(value * 100)}`;
  return `${sign}${formatNumber(Math.round(value * 10) / 10)}`;
}

/** The change's arrow, coloured by whether it is good news (fewer leavers is). */
function Change({ row, currency }: { row: ChapterFigureRow; currency: string }) {
  const t = useMessages(chapterCardMessages);
  if (row.change === null) return <span>{t('none')}</span>;
  const Icon = row.change > 0 ? ArrowUp : row.change < 0 ? ArrowDown : Minus;
  const good = row.change === 0 ? null : row.change > 0 === row.higherIsBetter;
  const direction = row.change > 0 ? t('up') : row.change < 0 ? t('down') : t('same');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1',
        good === true && 'text-success-strong',
        good === false && 'text-destructive-strong',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">
        {direction}
        {good !== null && `, ${good ? t('better') : t('worse')}`}{' '}
      </span>
      {shown(row, row.change, currency, true)}
    </span>
  );
}

function FiguresTable({ card }: { card: ChapterCard }) {
  const t = useMessages(chapterCardMessages);
  const heads = [t('thisPeriod'), t('previous'), t('change'), t('median'), t('middle'), t('rank')];
  return (
    <div className="overflow-x-auto rounded-2xl border bg-card p-4 shadow-xs">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start font-semibold">{t('figures')}</caption>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="pb-2 text-start font-medium">
              {t('figure')}
            </th>
            {heads.map((h) => (
              <th key={h} scope="col" className="pb-2 ps-3 text-end font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.figures.map((row) => {
            const c = row.comparison;
            const middle =
              c.lowerQuartile === null || c.upperQuartile === null
                ? t('none')
                : t('range', {
                    first: shown(row, c.lowerQuartile, card.currency),
                    last: shown(row, c.upperQuartile, card.currency),
                  });
            return (
              <tr key={row.key} className="border-t">
                <th scope="row" className="py-2 text-start font-normal">
                  {t('figureName', { key: row.key })}
                </th>
                <td className="py-2 ps-3 text-end font-medium tabular-nums">{shown(row, row.value, card.currency)}</td>
                <td className="py-2 ps-3 text-end tabular-nums">{shown(row, row.previous, card.currency)}</td>
                <td className="py-2 ps-3 text-end tabular-nums">
                  <Change row={row} currency={card.currency} />
                </td>
                <td className="py-2 ps-3 text-end tabular-nums">{shown(row, c.median, card.currency)}</td>
                <td className="whitespace-nowrap py-2 ps-3 text-end tabular-nums">{middle}</td>
                <td className="whitespace-nowrap py-2 ps-3 text-end tabular-nums">
                  {c.rank === null ? t('none') : t('rankOf', { rank: c.rank, ranked: c.ranked })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const range = (p: { first: string; last: string }) =>
  text('range', { first: formatCalendarDate(p.first), last: formatCalendarDate(p.last) });

/** Nothing recorded in either period: a chapter too new to have figures. */
const isEmpty = (card: ChapterCard) => card.figures.every((f) => !f.value && !f.previous);

/**
 * The chapter's own scorecard for its leaders (docs/chapter-scorecard.md): each figure over the chosen whole months
 * with the previous period and the change, the comparison group's median, middle half and the chapter's rank, and
 * the group itself, which those who manage the chapter may change.
 */
export function ChapterCardScreen() {
  const t = useMessages(chapterCardMessages);
  const [months, setMonths] = useState<ChapterCardMonths>(3);
  const card = useChapterCard(months);
  return (
    <ScreenIntro title={t('title')} description={t('description')}>
      <SelectField
        label={t('period')}
        value={String(months)}
        onChange={(e) => setMonths(Number(e.target.value) as ChapterCardMonths)}
        options={CHAPTER_CARD_MONTHS.map((m) => ({ value: String(m), label: t('months', { months: m }) }))}
      />
      {card.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('loading')}
        </p>
      ) : card.isError ? (
        <ErrorState message={card.error.message} onRetry={() => void card.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('periods', { current: range(card.data.current), previous: range(card.data.previous) })}
          </p>
          {isEmpty(card.data) ? (
            <EmptyState icon={BarChart3} title={t('empty')}>
              <p>{t('emptyHint')}</p>
            </EmptyState>
          ) : (
            <FiguresTable card={card.data} />
          )}
          <ComparisonGroup comparison={card.data.comparison} currency={card.data.currency} />
        </>
      )}
    </ScreenIntro>
  );
}
