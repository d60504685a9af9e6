/**
 * The first day of the week by locale, for the calendar alone: kept out of format.ts, which every page loads, so
 * the sign-in page's and the lists' budgets (docs/web-delivery.md) do not carry it.
 */

type Locale = string | undefined;

/** Regions whose weeks start on Sunday, for a runtime without week data (most others start on Monday). */
const SUNDAY_FIRST = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'KR', 'IL', 'IN', 'PH', 'ZA', 'AU', 'HK', 'TW', 'CN']);

type WeekInfo = { firstDay: number };
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The day a week starts on for a locale's readers, 0 = Sunday … 6 = Saturday: Monday in Germany or Spain, Sunday in
 * the United States or Brazil. From the runtime's week data (`getWeekInfo()`, or the older `weekInfo`), else from
 * the region.
 */
export function firstDayOfWeek(locale: Locale): number {
  try {
    const tag = new Intl.Locale(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale) as WithWeekInfo;
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info?.firstDay) return info.firstDay % 7;
    return SUNDAY_FIRST.has(tag.maximize().region ?? 'US') ? 0 : 1;
  } catch {
    return 0;
  }
}
