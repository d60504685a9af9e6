/**
 * Numbers, money, counts and percentages as members read them. Digits follow the member's locale; the words
 * around them are English, as is the rest of the app, so plural forms follow English rules.
 */

/**
 * Each formatter is made on first use and kept: building one costs far more than using it (the first page load made
 * all four at start-up, about 30 ms of one task on a phone-class CPU, though most pages use one or none).
 */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
};
const NUMBER = once(() => new Intl.NumberFormat());
const COMPACT = once(() => new Intl.NumberFormat(undefined, { notation: 'compact' }));
// Rates arrive as 0–100; one decimal keeps 66.7 % honest without printing a long fraction.
const PERCENT = once(() => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }));
const PLURAL = once(() => new Intl.PluralRules('en'));
const money = new Map<string, Intl.NumberFormat>();

/** "1,234" (or "1.234" in a German browser). */
export const formatNumber = (n: number): string => NUMBER().format(n);

/** "1.2K": a chart's axis, where room is short. */
export const formatCompact = (n: number): string => COMPACT().format(n);

/** "80%" from a rate of 80 (out of 100). */
export const formatPercent = (rate: number): string => PERCENT().format(rate / 100);

/**
 * An amount in its currency: "$28,711.60", "€1.250,50" in a German browser. The only way the app shows money,
 * so a figure never appears without the currency it is in.
 */
export function formatMoney(amount: number, currency: string): string {
  let format = money.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    money.set(currency, format);
  }
  return format.format(amount);
}

/**
 * An amount the API sends in cents. Null when the amount or its currency is missing (the caller may not see it):
 * showing a bare number would let a member read it in the wrong currency.
 */
export function formatCents(cents: number | null, currency: string | null): string | null {
  if (cents === null || currency === null) return null;
  return formatMoney(cents / 100, currency);
}

/** The noun for a count: pluralWord(1, 'referral') is "referral", pluralWord(2, 'referral') "referrals". */
export const pluralWord = (n: number, one: string, other = `${one}s`): string =>
  PLURAL().select(n) === 'one' ? one : other;

/** A count with its noun: "1 referral", "2 referrals", "1,204 people". */
export const formatCount = (n: number, one: string, other?: string): string =>
  `${formatNumber(n)} ${pluralWord(n, one, other)}`;
