/**
 * Dates, times, numbers, amounts and lists as a reader of a given language reads them, for the web app and the
 * server alike (docs/web-formatting.md "One module, web and server"). `locale` is a BCP 47 tag ("de", "pt-BR");
 * undefined is the runtime's own, which in a browser is the member's. Time zones are always named: a date without its zone is a different day somewhere.
 *
 * Formatters are made on first use and kept, per locale and options: building one costs far more than using it
 * (the first date formatter of a page is ICU's start-up, ~11 ms on a phone-class CPU; later ones well under 1 ms).
 */

type Locale = string | undefined;
type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat;

const made = new Map<string, Made>();

function kept<T extends Made>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

const keyOf = (kind: string, locale: Locale, options: object) => `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;

/** A number: "1,234" in English, "1.234" in German. */
export function formatNumber(n: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return kept(keyOf('number', locale, options), () => new Intl.NumberFormat(locale, options)).format(n);
}

/**
 * An amount in its currency: "$28,711.60", "28.711,60 $" in German, "R$ 1.250,50" in Brazil. A code the runtime
 * does not know still reads as an amount with its code, never as a bare number.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  try {
    return formatNumber(amount, locale, { style: 'currency', currency });
  } catch {
    return `${formatNumber(amount, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

/** An amount kept in minor units (the API's and the database's cents): formatMoney of cents / 100. */
export const formatCents = (cents: number, currency: string, locale: Locale): string =>
  formatMoney(cents / 100, currency, locale);

/**
 * The date formatter for `options` in `timeZone` (undefined: the runtime's zone), made once and kept. A zone the
 * runtime does not know gives `fallbackZone`'s formatter instead (undefined: the runtime's own zone).
 */
export function dateFormatter(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  timeZone: string | undefined,
  locale: Locale,
  fallbackZone?: string,
): Intl.DateTimeFormat {
  return kept(keyOf('date', locale, { ...options, timeZone, fallbackZone }), () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: fallbackZone });
    }
  });
}

/**
 * An instant in a time zone, with the parts `options` names ("Wednesday, March 4, 2026 at 7:00 AM EST"). A zone
 * the runtime does not know is shown as UTC, named, which beats no date at all.
 */
export function formatInstant(
  instant: Date | string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale: Locale,
): string {
  const format = kept(keyOf('instant', locale, { ...options, timeZone }), () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', timeZoneName: 'short' });
    }
  });
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A calendar day (YYYY-MM-DD), which has no zone: "September 1, 2025" in the `long` style. */
export function formatDay(day: string, style: 'medium' | 'long', locale: Locale): string {
  return formatInstant(`${day}T00:00:00Z`, 'UTC', { dateStyle: style }, locale);
}

/** The clock time of an instant in a zone: "7:00 AM", "07:00" in German. */
export function formatClockTime(instant: Date | string, timeZone: string, locale: Locale): string {
  return formatInstant(instant, timeZone, { hour: 'numeric', minute: '2-digit' }, locale);
}

/** "Ann, Bob and Cleo" ("Ann, Bob und Cleo" in German). */
export function formatList(items: readonly string[], locale: Locale): string {
  return kept(keyOf('list', locale, {}), () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/** The first letter as a capital, for a word that stands alone as a label ("hoy" → "Hoy"). */
const standing = (word: string, locale: Locale) => word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);

/**
 * A moment ago, or the day it was, as a label of its own: "Just now", "Today" and "Yesterday" in English; "Ahora",
 * "Hoy", "Ayer" in Spanish; "Jetzt", "Heute", "Gestern" in German (the language's own words, from Intl).
 */
export function formatRecent(when: 'now' | 'today' | 'yesterday', locale: Locale): string {
  if (when === 'now' && (locale ?? 'en').startsWith('en')) return 'Just now';
  const words = kept(
    keyOf('relative', locale, { numeric: 'auto' }),
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  const unit: Intl.RelativeTimeFormatUnit = when === 'now' ? 'second' : 'day';
  const said = words.format(when === 'yesterday' ? -1 : 0, unit);
  return standing(said, locale);
}

/** A short age in whole minutes or hours, as a list's time column shows it: "5m", "3h"; "5 Min." in German. */
export function formatAge(value: number, unit: 'minute' | 'hour', locale: Locale): string {
  return formatNumber(value, locale, { style: 'unit', unit, unitDisplay: 'narrow' });
}
