import {
  formatCents as sharedCents,
  formatMoney as sharedMoney,
  formatNumber as sharedNumber,
} from '@chapter/shared/format';
import { formatLocale } from '../i18n/catalogue.ts';

/**
 * Numbers, money, counts and percentages as members read them. Digits follow the member's locale; the words
 * around them are English, as is the rest of the app, so plural forms follow English rules.
 */

const PLURAL = (() => {
  let made: Intl.PluralRules | undefined;
  return () => {
    made ??= new Intl.PluralRules('en');
    return made;
  };
})();

// The formatters themselves are the server's too (packages/shared/src/format.ts), in the app's language's locale
// (formatLocale: the browser's own variant of it when it has one); each is made on first use and kept there.

/** "1,234" (or "1.234" in a German browser). */
export const formatNumber = (n: number): string => sharedNumber(n, formatLocale());

/** "1.2K": a chart's axis, where room is short. */
export const formatCompact = (n: number): string => sharedNumber(n, formatLocale(), { notation: 'compact' });

/** "80%" from a rate of 80 (out of 100); one decimal keeps 66.7 % honest without printing a long fraction. */
export const formatPercent = (rate: number): string =>
  sharedNumber(rate / 100, formatLocale(), { style: 'percent', maximumFractionDigits: 1 });

/**
 * An amount in its currency: "$28,711.60", "€1.250,50" in a German browser. The only way the app shows money,
 * so a figure never appears without the currency it is in.
 */
export const formatMoney = (amount: number, currency: string): string => sharedMoney(amount, currency, formatLocale());

/**
 * An amount the API sends in cents. Null when the amount or its currency is missing (the caller may not see it):
 * showing a bare number would let a member read it in the wrong currency.
 */
export function formatCents(cents: number | null, currency: string | null): string | null {
  if (cents === null || currency === null) return null;
  return sharedCents(cents, currency, formatLocale());
}

/** The noun for a count: pluralWord(1, 'referral') is "referral", pluralWord(2, 'referral') "referrals". */
export const pluralWord = (n: number, one: string, other = `${one}s`): string =>
  PLURAL().select(n) === 'one' ? one : other;

/** A count with its noun: "1 referral", "2 referrals", "1,204 people". */
export const formatCount = (n: number, one: string, other?: string): string =>
  `${formatNumber(n)} ${pluralWord(n, one, other)}`;
