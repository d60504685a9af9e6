import {
  CHAPTER_FIGURES,
  type ChapterFigure,
  type ChapterFigureRow,
  type ComparisonMode,
  SIMILAR_SIZE_SHARE,
} from '@chapter/shared/chapter-scorecard.schemas';
import { localParts } from '../../lib/zoned-time.ts';
import type { CardRow, CardWindow } from './chapter-card.repository.ts';
import { monthStart } from './scoring-period.ts';

/*
 * The chapter scorecard's arithmetic (docs/chapter-scorecard.md): a chapter's figures from the grouped rows, the
 * comparison group and its median, quartiles and rank. No queries here.
 */

/** One chapter's figures in one window; null for a share with nothing to divide by. */
type ChapterValues = Record<ChapterFigure, number | null>;

/** The last `months` whole months in the zone (`current`), and as many before them (`previous`). */
export function cardWindows(now: Date, timeZone: string, months: number) {
  const window = (from: number, to: number): CardWindow => {
    const since = monthStart(now, timeZone, from);
    const until = monthStart(now, timeZone, to);
    const first = localParts(since, timeZone).date;
    const last = localParts(new Date(until.getTime() - 1), timeZone).date;
    return {
      since: since.toISOString(),
      until: until.toISOString(),
      firstNoon: `${first}T12:00:00.000Z`,
      lastNoon: `${last}T12:00:00.000Z`,
    };
  };
  const current = window(-months, 0);
  const previous = window(-2 * months, -months);
  const span: CardWindow = {
    since: previous.since,
    until: current.until,
    firstNoon: previous.firstNoon,
    lastNoon: current.lastNoon,
  };
  return {
    current,
    previous,
    span,
    days: (w: CardWindow) => ({ first: w.firstNoon.slice(0, 10), last: w.lastNoon.slice(0, 10) }),
  };
}

/** The rows of each query, keyed by chapter. */
interface CardRows {
  membership: CardRow[];
  referrals: CardRow[];
  revenue: (CardRow & { currency: string | null })[];
  visitors: CardRow[];
  attendance: CardRow[];
}

const byGroup = (rows: readonly CardRow[]) => new Map(rows.map((r) => [Number(r.group_id), r]));
const num = (row: CardRow | undefined, key: string) => Number(row?.[key] ?? 0);
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A chapter's currency: its own when set, else the one most of its thanks in these windows use (USD without any). */
export function currencyOf(
  own: string | null,
  revenue: readonly (CardRow & { currency: string | null })[],
  groupId: number,
) {
  if (own) return own;
  const counts = revenue
    .filter((r) => Number(r.group_id) === groupId && r.currency)
    .map((r) => ({ currency: r.currency as string, n: num(r, 'count0') + num(r, 'count1') }))
    .sort((a, b) => b.n - a.n || a.currency.localeCompare(b.currency));
  return counts[0]?.currency ?? 'USD';
}

/** Every chapter's figures in window `i` (0 current, 1 previous), revenue in each chapter's currency. */
export function valuesOf(
  rows: CardRows,
  currencies: ReadonlyMap<number, string>,
  i: 0 | 1,
): Map<number, ChapterValues> {
  const membership = byGroup(rows.membership);
  const referrals = byGroup(rows.referrals);
  const visitors = byGroup(rows.visitors);
  const attendance = byGroup(rows.attendance);
  const out = new Map<number, ChapterValues>();
  for (const [groupId, currency] of currencies) {
    const m = membership.get(groupId);
    const v = visitors.get(groupId);
    const a = attendance.get(groupId);
    const r = referrals.get(groupId);
    const revenue = rows.revenue
      .filter((row) => Number(row.group_id) === groupId && row.currency === currency)
      .reduce((sum, row) => sum + num(row, `cents${i}`), 0);
    out.set(groupId, {
      size: num(m, `size${i}`),
      joined: num(m, `joined${i}`),
      left: num(m, `left${i}`),
      referralsInside: num(r, `inside${i}`),
      referralsOutside: num(r, `outside${i}`),
      visitors: num(v, `visitors${i}`),
      conversion: share(num(v, `joined${i}`), num(v, `visitors${i}`)),
      revenueCents: revenue,
      attendance: share(num(a, `attended${i}`), num(a, `counted${i}`)),
    });
  }
  return out;
}

/**
 * The comparison group: the chosen chapters, every other chapter, or (the default) those whose size at the end
 * of the period is within a quarter of the chapter's, either way.
 */
export function comparisonGroup(
  mode: ComparisonMode,
  groupId: number,
  chosen: readonly number[],
  sizes: ReadonlyMap<number, ChapterValues>,
): number[] {
  const others = [...sizes.keys()].filter((id) => id !== groupId);
  if (mode === 'all') return others;
  if (mode === 'chosen') return others.filter((id) => chosen.includes(id));
  const own = sizes.get(groupId)?.size ?? 0;
  return others.filter((id) => Math.abs((sizes.get(id)?.size ?? 0) - own) <= SIMILAR_SIZE_SHARE * own);
}

/** The value at fraction `p` of the sorted list, interpolated between neighbours; null for an empty list. */
function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? 0;
  return a + (b - a) * (at - low);
}

/** Members who left are the one figure where fewer is better. */
const higherIsBetter = (key: ChapterFigure) => key !== 'left';

/** Each figure with its previous value, change and the comparison group's median, quartiles and rank. */
export function figureRows(
  groupId: number,
  now: ReadonlyMap<number, ChapterValues>,
  before: ReadonlyMap<number, ChapterValues>,
  peers: readonly number[],
  sameCurrency: (id: number) => boolean,
): ChapterFigureRow[] {
  return CHAPTER_FIGURES.map((key) => {
    const value = now.get(groupId)?.[key] ?? null;
    const previous = before.get(groupId)?.[key] ?? null;
    const others = peers
      .filter((id) => key !== 'revenueCents' || sameCurrency(id))
      .map((id) => now.get(id)?.[key] ?? null)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    const better = higherIsBetter(key);
    const rank = value === null ? null : 1 + others.filter((v) => (better ? v > value : v < value)).length;
    return {
      key,
      value,
      previous,
      change: value === null || previous === null ? null : value - previous,
      higherIsBetter: better,
      comparison: {
        chapters: others.length,
        median: quantile(others, 0.5),
        lowerQuartile: quantile(others, 0.25),
        upperQuartile: quantile(others, 0.75),
        rank,
        ranked: others.length + (value === null ? 0 : 1),
      },
    };
  });
}
