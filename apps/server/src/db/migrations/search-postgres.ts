import { FOLDS, SEPARATORS } from './search-folding.ts';

/**
 * PostgreSQL functions of migration 0016 that read text exactly as SQLite's FTS5 tokenizer does (docs/search.md
 * "One reading of text on both databases"): fold each character by the table SQLite was read into, then split at
 * its separators. PostgreSQL's own parsers are not used: they keep e-mail addresses, URLs and numbers like "3.5"
 * whole and fold letters by the database's locale, where FTS5 splits them and folds by its own table.
 */

/** Longest word indexed: PostgreSQL refuses longer ones, and the query parser refuses to search for them. */
export const WORD_MAX = 100;

/** A code point as a regular-expression escape (PostgreSQL's ARE syntax). */
const regexEscape = (cp: number) =>
  cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;

/** A bracket expression's ranges for sorted code points. */
function ranges(points: readonly number[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < points.length) {
    const from = points[i] as number;
    let to = from;
    while (points[i + 1] === to + 1) to = points[++i] as number;
    out.push(from === to ? regexEscape(from) : `${regexEscape(from)}-${regexEscape(to)}`);
    i++;
  }
  return out.join('');
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The fold in blocks, each applied only to text holding one of its characters: translate() compares each
 * character with its whole list, so one list of 1,300 would cost every message with an apostrophe ’ half a
 * millisecond. The table maps each character to its final form (nothing maps to a folded character), so the
 * blocks may run one after the other.
 */
const BLOCKS: Array<[number, number]> = [
  [0x41, 0x5a],
  [0x80, 0x36f],
  [0x370, 0x3ff],
  [0x1f00, 0x1fff],
  [0x400, 0x52f],
  [0x1e00, 0x1eff],
];

/** The statements of search_fold's body: each block's translate(), when the text holds one of its characters. */
function foldStatements(): string {
  const groups = new Map<number, Array<[number, number | null]>>();
  for (const entry of [...FOLDS].sort((a, b) => a[0] - b[0])) {
    const block = BLOCKS.findIndex(([from, to]) => entry[0] >= from && entry[0] <= to);
    const list = groups.get(block) ?? [];
    list.push(entry);
    groups.set(block, list);
  }
  return [...groups.values()]
    .map((list) => {
      // translate() drops the characters of its first list that have no counterpart: the dropped ones go last.
      const kept = list.filter(([, to]) => to !== null);
      const dropped = list.filter(([, to]) => to === null);
      const from = [...kept, ...dropped].map(([cp]) => String.fromCodePoint(cp)).join('');
      const to = kept.map(([, cp]) => String.fromCodePoint(cp as number)).join('');
      const guard = `[${ranges(list.map(([cp]) => cp))}]`;
      return `if t ~ ${literal(guard)} then t := translate(t, ${literal(from)}, ${literal(to)}); end if;`;
    })
    .join('\n');
}

export function postgresFunctions(): string[] {
  const separators = `[${SEPARATORS.map(([from, to]) => (from === to ? regexEscape(from) : `${regexEscape(from)}-${regexEscape(to)}`)).join('')}]+`;
  return [
    `create function search_fold(t text) returns text language plpgsql immutable strict parallel safe as $$
      begin ${foldStatements()} return t; end $$`,
    // PL/pgSQL rather than SQL functions: a trigger runs them once per row, in a statement of its own, where a
    // SQL function's body would be planned again on every call (a third of a millisecond per message).
    `create function search_words(t text) returns text[] language plpgsql immutable strict parallel safe as $$
      declare
        w text;
        words text[] := '{}';
      begin
        foreach w in array regexp_split_to_array(search_fold(t), ${literal(separators)}) loop
          if w <> '' and char_length(w) <= ${WORD_MAX} then words := words || w; end if;
        end loop;
        return words;
      end $$`,
    // The scope ("@g3", "@u12") can never be a word of the text: "@" separates words.
    `create function search_vector(scope text[], body text) returns tsvector language plpgsql immutable parallel safe
      as $$ begin return array_to_tsvector(scope || coalesce(search_words(body), '{}')); end $$`,
    // A record's details are the app's JSON; a row that is not (written by hand) is indexed without them.
    `create function search_activity_details(details text) returns text language plpgsql immutable parallel safe as $$
      declare d jsonb;
      begin
        d := details::jsonb;
        if jsonb_typeof(d) <> 'object' then return null; end if;
        return concat_ws(' ', d->>'prospectContact', d->>'description', d->>'location', d->>'note', d->>'text', d->>'provider');
      exception when others then return null;
      end $$`,
  ];
}

export const postgresFunctionsDrop = () => [
  'drop function search_activity_details',
  'drop function search_vector',
  'drop function search_words',
  'drop function search_fold',
];
