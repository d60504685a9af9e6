import type { MarkedText } from '@chapter/shared/search.schemas';
import { FOLDS, SEPARATORS } from '../../db/migrations/search-folding.ts';
import { WORD_MAX } from '../../db/migrations/search-postgres.ts';

/**
 * Words as both search indexes read them (docs/search.md "One reading of text on both databases"): runs of
 * letters and digits, folded by the table SQLite's tokenizer was read into. Queries are parsed with it, and the
 * words that matched are found in a result's text with it, so what is marked is what the database matched.
 */

/** A word of a text: its folded form and where it stands in the text (UTF-16 offsets, end exclusive). */
interface Word {
  text: string;
  start: number;
  end: number;
}

/** How a lone surrogate reaches either database: as U+FFFD (UTF-8 cannot carry it). */
const REPLACEMENT = 0xfffd;

function isSeparator(cp: number): boolean {
  if (cp === 0) return true;
  let lo = 0;
  let hi = SEPARATORS.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [from, to] = SEPARATORS[mid] as readonly [number, number];
    if (cp < from) hi = mid - 1;
    else if (cp > to) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The code point as it reads inside a word: itself, another one, or nothing (a dropped accent). */
function fold(cp: number): string {
  const folded = FOLDS.get(cp);
  if (folded === undefined) return String.fromCodePoint(cp);
  return folded === null ? '' : String.fromCodePoint(folded);
}

/** The words of a text, folded, with their places in it. */
export function readWords(text: string): Word[] {
  const words: Word[] = [];
  let current = '';
  let start = -1;
  let i = 0;
  while (i < text.length) {
    let cp = text.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = REPLACEMENT;
    if (isSeparator(cp)) {
      if (start >= 0 && current) words.push({ text: current, start, end: i });
      current = '';
      start = -1;
    } else {
      if (start < 0) start = i;
      current += fold(cp);
    }
    i += width;
  }
  if (start >= 0 && current) words.push({ text: current, start, end: i });
  return words;
}

/** Most words a query may hold. */
const WORDS_MAX = 10;

/**
 * What a query asks for: every word, the last one also as the beginning of a longer word (typing "Oka" finds
 * "Okafor"). Duplicates are dropped; the last word stays last.
 */
export interface Terms {
  words: string[];
}

export type TermsProblem = 'no-words' | 'too-many-words' | 'word-too-long';

export function parseTerms(q: string): Terms | TermsProblem {
  const read = readWords(q).map((w) => w.text);
  if (read.length === 0) return 'no-words';
  if (read.some((w) => [...w].length > WORD_MAX)) return 'word-too-long';
  const last = read.at(-1) as string;
  const words = [...new Set(read.slice(0, -1))].filter((w) => w !== last);
  words.push(last);
  if (words.length > WORDS_MAX) return 'too-many-words';
  return { words };
}

/** Whether a folded word of a text matches the terms: a word exactly, or the beginning of it for the last. */
function matchLength(word: string, terms: Terms): number {
  const last = terms.words.at(-1) as string;
  if (terms.words.includes(word)) return [...word].length;
  return word.startsWith(last) ? [...last].length : 0;
}

/** Where, in the original text, the first `count` folded code points of a word end (accents dropped after included). */
function endOfFolded(text: string, word: Word, count: number): number {
  let seen = 0;
  let i = word.start;
  while (i < word.end) {
    const cp = text.codePointAt(i) as number;
    const width = cp > 0xffff ? 2 : 1;
    const kept = fold(cp) !== '';
    if (kept && seen === count) break;
    if (kept) seen++;
    i += width;
  }
  return i;
}

/** The text with the words that match the terms marked (the matching beginning only, for the last word). */
export function markText(text: string, terms: Terms): MarkedText {
  const marks: Array<[number, number]> = [];
  for (const word of readWords(text)) {
    const length = matchLength(word.text, terms);
    if (length === 0) continue;
    const end = length === [...word.text].length ? word.end : endOfFolded(text, word, length);
    marks.push([word.start, end]);
  }
  return { text, marks };
}

export const markOptional = (text: string | null, terms: Terms): MarkedText | null =>
  text === null || text === '' ? null : markText(text, terms);

/** Characters of an excerpt: a message or a record's details may be thousands long. */
const EXCERPT_LENGTH = 180;
/** Characters kept before the first match, so it reads in context. */
const EXCERPT_LEAD = 50;

/**
 * A window of the text around its first match, cut at spaces, with an ellipsis where text was left out; the
 * whole text when it is short. Null when nothing in the text matches (the match was elsewhere).
 */
export function excerpt(text: string, terms: Terms): MarkedText | null {
  const whole = markText(text.replace(/\s+/g, ' ').trim(), terms);
  const first = whole.marks[0];
  if (!first) return null;
  if (whole.text.length <= EXCERPT_LENGTH) return whole;
  let from = Math.max(0, first[0] - EXCERPT_LEAD);
  if (from > 0) {
    const space = whole.text.indexOf(' ', from);
    from = space >= 0 && space < first[0] ? space + 1 : from;
  }
  let to = Math.min(whole.text.length, from + EXCERPT_LENGTH);
  if (to < whole.text.length) {
    const space = whole.text.lastIndexOf(' ', to);
    to = space > first[1] ? space : to;
  }
  const lead = from > 0 ? '…' : '';
  const shift = lead.length - from;
  return {
    text: `${lead}${whole.text.slice(from, to)}${to < whole.text.length ? '…' : ''}`,
    marks: whole.marks
      .filter(([s, e]) => s >= from && e <= to)
      .map(([s, e]) => [s + shift, e + shift] as [number, number]),
  };
}

/**
 * How strongly an item matches (docs/search.md "Which kind comes first"): 3 when one of its headline fields
 * (a name, a title) is the query itself, 2 when every word of the query is found in its headline fields, 1 when
 * the match was only in other text (a message, details, a place).
 */
export function strength(headlines: Array<string | null>, terms: Terms): 1 | 2 | 3 {
  const fields = headlines.filter((h): h is string => Boolean(h)).map((h) => readWords(h).map((w) => w.text));
  const exact = fields.some((f) => f.length === terms.words.length && f.every((w, i) => w === terms.words[i]));
  if (exact) return 3;
  const all = fields.flat();
  const last = terms.words.at(-1) as string;
  const found = terms.words.every((t, i) =>
    i === terms.words.length - 1 ? all.some((w) => w.startsWith(last)) : all.includes(t),
  );
  return found ? 2 : 1;
}
