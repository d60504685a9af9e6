import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { excerpt, markText, parseTerms, readWords, strength, type Terms } from './search-text.ts';

/** Text that readers of other search engines split or fold differently: e-mails, URLs, numbers, accents, emoji. */
const CORPUS = [
  'Hello, Café-Owner! e-mail: Bob@Example.COM',
  'See https://www.example.com/path?q=1&x=2#frag or example.org',
  'Version 3.5.1 costs $1,250.00 (3.5% off) on 2026-03-02 at 07:30',
  'O’Brien’s co-op — “quoted” «guillemets» and x’s',
  'ĞÜŞ İstanbul Ελλάδα ΆΓΙΟΣ Москва ЁЖИК Ǆemal ﬁne ǅ',
  'Zoë Müller-Lüdenscheidt naïve façade Ångström Øresund Łódź',
  'e\u0301 decomposed and n\u0303 too',
  '日本語のテキスト 한국어 텍스트 中文',
  'emoji 🤔ok 👍🏽 thumbs 🇫🇷 flag a\u200db',
  'snake_case camelCase kebab-case dot.case slash/case back\\slash',
  'tab\tnew\nline\r\nreturn   spaces',
  'ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ ①②③ ²³ Ⅻ',
];

describe('readWords', () => {
  it("splits and folds text exactly as SQLite's unicode61 tokenizer does", () => {
    const db = new SQLite(':memory:');
    try {
      db.exec("create virtual table t using fts5(body, tokenize = 'unicode61 remove_diacritics 2')");
      db.exec("create virtual table v using fts5vocab(t, 'instance')");
      const insert = db.prepare('insert into t (rowid, body) values (?, ?)');
      for (const [i, text] of CORPUS.entries()) insert.run(i + 1, text);
      const rows = db.prepare('select doc, term from v order by doc, offset').all() as Array<{
        doc: number;
        term: string;
      }>;
      CORPUS.forEach((text, i) => {
        const fts5 = rows.filter((r) => r.doc === i + 1).map((r) => r.term);
        expect(
          readWords(text).map((w) => w.text),
          text,
        ).toEqual(fts5);
      });
    } finally {
      db.close();
    }
  });

  it('gives each word its place in the original text', () => {
    const text = 'Zoë’s café\u0301 👍🏽 ok';
    expect(readWords(text).map((w) => [w.text, text.slice(w.start, w.end)])).toEqual([
      ['zoe', 'Zoë'],
      ['s', 's'],
      ['cafe', 'café\u0301'],
      // The skin-tone modifier came after Unicode 6.1, which SQLite's tokenizer knows: it reads as a letter.
      ['🏽', '🏽'],
      ['ok', 'ok'],
    ]);
  });
});

describe('the PostgreSQL reading', () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.skipIf(!process.env.TEST_DATABASE_URL)('is the same word for word (search_words, migration 0016)', async () => {
    const db = (t as TestApp).ctx.db;
    for (const text of CORPUS) {
      const { rows } = await sql<{ words: string[] }>`select search_words(${text}) as words`.execute(db);
      expect(rows[0]?.words, text).toEqual(readWords(text).map((w) => w.text));
    }
  });
});

const terms = (q: string) => parseTerms(q) as Terms;

describe('parseTerms', () => {
  it('reads the words of a query, the last one kept last, and refuses what cannot be searched', () => {
    expect(parseTerms('  Okafor  "Financial"* ')).toEqual({ words: ['okafor', 'financial'] });
    expect(parseTerms('dan dan okafor dan')).toEqual({ words: ['okafor', 'dan'] });
    expect(parseTerms('"*" - ()')).toBe('no-words');
    expect(parseTerms(`${'x'.repeat(101)} y`)).toBe('word-too-long');
    expect(parseTerms('1 2 3 4 5 6 7 8 9 10')).toEqual({ words: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] });
    expect(parseTerms('1 2 3 4 5 6 7 8 9 10 11')).toBe('too-many-words');
  });
});

describe('markText', () => {
  const pick = (m: { text: string; marks: Array<[number, number]> }) => m.marks.map(([s, e]) => m.text.slice(s, e));

  it('marks whole words, and only the typed beginning of the last word, accents included', () => {
    expect(pick(markText('Daniel Okafor, Okafor Financial', terms('okafor fin')))).toEqual(['Okafor', 'Okafor', 'Fin']);
    expect(pick(markText('Zoë’s Café\u0301 Zoëtrope', terms('zoe')))).toEqual(['Zoë', 'Zoë']);
    expect(pick(markText('Cafe\u0301s', terms('cafe')))).toEqual(['Cafe\u0301']);
    expect(pick(markText('Cole', terms('ann cole')))).toEqual(['Cole']);
    expect(markText('<b>Ann</b>', terms('b')).marks).toEqual([
      [1, 2],
      [8, 9],
    ]);
  });
});

describe('excerpt', () => {
  it('shows the words around the first match, cut at spaces, and nothing when the text did not match', () => {
    const long = `${'lorem ipsum '.repeat(20)}the lighthouse keeper ${'dolor sit '.repeat(30)}`;
    const cut = excerpt(long, terms('lighthouse')) as { text: string; marks: Array<[number, number]> };
    expect(cut.text.startsWith('…')).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(182);
    expect(cut.marks.map(([s, e]) => cut.text.slice(s, e))).toEqual(['lighthouse']);
    expect(excerpt('short note about lighthouses', terms('lighthouse'))).toEqual({
      text: 'short note about lighthouses',
      marks: [[17, 27]],
    });
    expect(excerpt('nothing here', terms('lighthouse'))).toBeNull();
  });
});

describe('strength', () => {
  it('is 3 for a headline that is the query, 2 when the headlines hold every word, else 1', () => {
    expect(strength(['Thompson Realty'], terms('thompson realty'))).toBe(3);
    expect(strength(['Maya Thompson', 'Thompson Realty'], terms('maya real'))).toBe(2);
    expect(strength(['Maya Thompson'], terms('thompson invoice'))).toBe(1);
    expect(strength([null, ''], terms('anything'))).toBe(1);
  });
});
