import { writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FOLDS, SEPARATORS } from './migrations/search-folding.ts';

/**
 * The folding table is SQLite's own tokenizer written down (docs/search.md "One reading of text on both
 * databases"): this reads every code point through FTS5's `unicode61 remove_diacritics 2` and compares. A SQLite
 * upgrade that reads text differently fails here; `SEARCH_FOLDING_WRITE=1 npx vitest run src/db/search-folding`
 * rewrites the table, which then needs a new migration to re-index (0016-search.ts builds the indexes from it).
 */

/** Every code point but the surrogates, up to the end of the emoji plane, and the tags and variation selectors. */
const RANGES: Array<[number, number]> = [
  [0x1, 0xd7ff],
  [0xe000, 0x1ffff],
  [0xe0000, 0xe0fff],
];

function readBySqlite(): { separators: Array<[number, number]>; folds: Array<[number, number | null]> } {
  const db = new SQLite(':memory:');
  try {
    db.exec("create virtual table t using fts5(body, tokenize = 'unicode61 remove_diacritics 2')");
    db.exec("create virtual table v using fts5vocab(t, 'instance')");
    const insert = db.prepare('insert into t (rowid, body) values (?, ?)');
    // Each character between two x's: a separator leaves the x's apart, anything else joins them into one word.
    db.transaction(() => {
      for (const [from, to] of RANGES) {
        for (let cp = from; cp <= to; cp++) insert.run(cp, `x${String.fromCodePoint(cp)}x`);
      }
    })();
    const words = new Map<number, string[]>();
    for (const row of db.prepare('select doc, term from v order by doc, offset').iterate() as Iterable<{
      doc: number;
      term: string;
    }>) {
      const list = words.get(row.doc) ?? [];
      list.push(row.term);
      words.set(row.doc, list);
    }
    const separators: Array<[number, number]> = [];
    const folds: Array<[number, number | null]> = [];
    for (const [from, to] of RANGES) {
      for (let cp = from; cp <= to; cp++) {
        const read = words.get(cp) ?? [];
        if (read.length === 2) {
          const last = separators.at(-1);
          if (last && last[1] === cp - 1) last[1] = cp;
          else separators.push([cp, cp]);
          continue;
        }
        const inner = (read[0] ?? '').slice(1, -1);
        if (inner !== String.fromCodePoint(cp)) folds.push([cp, inner === '' ? null : (inner.codePointAt(0) ?? null)]);
      }
    }
    return { separators, folds };
  } finally {
    db.close();
  }
}

const hex = (n: number) => n.toString(16);

/** Hex items in lines of about 110 characters, as string literals. */
function lines(items: string[]): string {
  const out: string[] = [];
  let line = '';
  for (const item of items) {
    if (line && line.length + item.length + 1 > 108) {
      out.push(line);
      line = '';
    }
    line = line ? `${line} ${item}` : item;
  }
  if (line) out.push(line);
  return out.map((l) => `  '${l}',`).join('\n');
}

function source(read: ReturnType<typeof readBySqlite>): string {
  const seps = read.separators.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`));
  const folds = read.folds.map(([a, b]) => (b === null ? hex(a) : `${hex(a)}:${hex(b)}`));
  return `/**
 * How SQLite's FTS5 tokenizer \`unicode61 remove_diacritics 2\` reads text, written down as data so PostgreSQL and
 * the query parser read it exactly the same way (docs/search.md "One reading of text on both databases").
 * Generated from SQLite itself by search-folding.test.ts, which fails when the SQLite in use reads differently.
 * Part of migration 0016's definition: a changed table needs a new migration that rebuilds the search indexes.
 */

/** Code points that separate words, as hex "from-to" ranges (or one code point). Anything else is part of a word. */
const SEPARATOR_TEXT = [
${lines(seps)}
].join(' ');

/** Inside a word, a code point "from:to" reads as \`to\`; one without \`to\` is dropped (a combining accent). */
const FOLD_TEXT = [
${lines(folds)}
].join(' ');

/** Separator ranges, ascending. */
export const SEPARATORS: ReadonlyArray<readonly [number, number]> = SEPARATOR_TEXT.split(' ').map((item) => {
  const [from = '', to = from] = item.split('-');
  return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
});

/** Code point → the code point it reads as inside a word, or null when it is dropped. Others read as themselves. */
export const FOLDS: ReadonlyMap<number, number | null> = new Map(
  FOLD_TEXT.split(' ').map((item) => {
    const [from = '', to] = item.split(':');
    return [Number.parseInt(from, 16), to === undefined ? null : Number.parseInt(to, 16)] as const;
  }),
);
`;
}

describe('search folding table', () => {
  it("is exactly how SQLite's unicode61 tokenizer reads every code point", () => {
    const read = readBySqlite();
    if (process.env.SEARCH_FOLDING_WRITE === '1') {
      writeFileSync(new URL('./migrations/search-folding.ts', import.meta.url), source(read));
      return;
    }
    expect(SEPARATORS.map(([a, b]) => [a, b])).toEqual(read.separators);
    expect([...FOLDS]).toEqual(read.folds);
  });
});
