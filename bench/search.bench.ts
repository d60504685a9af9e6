import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { DEFAULT_LIMITS, loadConfig } from '../apps/server/src/config.ts';
import { AuthService } from '../apps/server/src/modules/auth/auth.service.ts';
import { createAuthLimiters } from '../apps/server/src/modules/auth/login-limits.ts';
import { TokenService } from '../apps/server/src/modules/auth/tokens.ts';
import { pgQuery, privateSchema } from '../apps/server/src/test/server-process.ts';
import { BENCH_APP_URL } from './lib/our-server.ts';
import { isMain, machine, machineLine, markdownTable, median, type SummaryRow } from './lib/report.ts';
import { buildChapter } from './lib/search-data.ts';

/**
 * The header search at 1,000 and 100,000 messages (docs/search.md "Cost"): the first answer of `GET /api/search`
 * for several queries, through the whole server (app.inject), as member 0 of lib/search-data.ts's chapter. On the
 * embedded SQLite database always; on PostgreSQL too when BENCH_PG_URL names one (a private schema, dropped).
 */

const SIZES = [1_000, 100_000];
/** The tables the searches read, whose statistics PostgreSQL's planner uses. */
const ANALYZED = [
  'users',
  'memberships',
  'meetings',
  'activity_records',
  'messages',
  'channel_messages',
  'search_members',
  'search_meetings',
  'search_activity',
  'search_messages',
  'search_channel_messages',
];
const SAMPLES = 200;
const WARM_UP = 30;

/** What is searched, and why: each matches the same share of messages at both sizes. */
const QUERIES = [
  { q: 'thanks', why: 'a common word (30% of messages)' },
  { q: 'meet', why: 'the beginning of a common word (20%)' },
  { q: 'invoice', why: 'an uncommon word (1%)' },
  { q: 'roof quote', why: 'two words (1.4% of messages together, mostly as a phrase; both in the 60 records)' },
  { q: 'okafor', why: 'a rare word: three messages, and a member' },
  { q: 'zebra', why: 'nothing matches' },
  { q: 'thanks&type=messages', why: 'a page of 20 messages of a common word' },
];

interface Timing {
  median: number;
  p95: number;
  results: number;
}

interface SizeResult {
  messages: number;
  setupS: number;
  queries: Record<string, Timing>;
}

interface DatabaseResult {
  database: 'SQLite' | 'PostgreSQL';
  sizes: SizeResult[];
  /** Per query, the median over rounds of (100k request time / 1k request time) in the same round. */
  ratios: Record<string, number>;
}

export interface SearchBenchResult {
  machine: string;
  databases: DatabaseResult[];
}

/** A server on its own database holding the chapter with `messages` messages, and member 0's session. */
async function open(messages: number, databaseUrl: string | undefined) {
  const begun = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-search-'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      APP_URL: BENCH_APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    {
      webDist: path.join(dataDir, 'no-web'),
      host: '127.0.0.1',
      port: 0,
      limits: { ...DEFAULT_LIMITS, searchesPerMinute: 1_000_000 },
    },
  );
  const built = await buildApp(config, { logger: false });
  const close = async () => {
    await built.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const chapter = await buildChapter(built.ctx.db, messages);
    // What autovacuum would have done by the time a real table had grown this large.
    if (databaseUrl) await pgQuery(databaseUrl, `analyze ${ANALYZED.join(', ')}`);
    const auth = new AuthService(built.ctx, new TokenService(config.jwtSecret), createAuthLimiters(built.ctx));
    const token = await auth.startSession(chapter.me, { ip: '127.0.0.1', userAgent: 'bench' });
    /** One search: milliseconds, and how many results it found. */
    const ask = async (q: string) => {
      const url = `/api/search?q=${q.replace(' ', '+')}`;
      const t0 = performance.now();
      const res = await built.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return {
        ms,
        found: (res.json() as { groups: Array<{ items: unknown[] }> }).groups.flatMap((g) => g.items).length,
      };
    };
    return { messages, setupS: (performance.now() - begun) / 1000, ask, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * Both sizes open at once and asked in turns, the order swapping every round; the figure is the median of each
 * round's ratio, so a burst of other work on the machine weighs on both sides of it alike.
 */
async function measure(database: DatabaseResult['database'], urls: Array<string | undefined>): Promise<DatabaseResult> {
  const servers = [];
  try {
    for (const [i, n] of SIZES.entries()) servers.push(await open(n, urls[i]));
    const sizes: SizeResult[] = servers.map((s) => ({ messages: s.messages, setupS: s.setupS, queries: {} }));
    const ratios: Record<string, number> = {};
    for (const { q } of QUERIES) {
      const times: number[][] = servers.map(() => []);
      const found = await Promise.all(servers.map(async (s) => (await s.ask(q)).found));
      for (let round = 0; round < SAMPLES + WARM_UP; round++) {
        const order = round % 2 ? [1, 0] : [0, 1];
        for (const i of order) {
          const { ms } = await (servers[i] as (typeof servers)[number]).ask(q);
          if (round >= WARM_UP) times[i]?.push(ms);
        }
      }
      ratios[q] = median((times[1] ?? []).map((large, round) => large / (times[0]?.[round] ?? large)));
      for (const [i, list] of times.entries()) {
        list.sort((a, b) => a - b);
        (sizes[i] as SizeResult).queries[q] = {
          median: median(list),
          p95: list[Math.floor(list.length * 0.95)] as number,
          results: found[i] as number,
        };
      }
    }
    return { database, sizes, ratios };
  } finally {
    for (const s of servers) await s.close();
  }
}

export async function runSearch(): Promise<SearchBenchResult> {
  const databases = [await measure('SQLite', [undefined, undefined])];
  const pgUrl = process.env.BENCH_PG_URL;
  if (pgUrl) {
    const schemas = [await privateSchema(pgUrl, 'bench_search'), await privateSchema(pgUrl, 'bench_search')];
    try {
      databases.push(
        await measure(
          'PostgreSQL',
          schemas.map((s) => s.url),
        ),
      );
    } finally {
      for (const s of schemas) await s.drop();
    }
  }
  return { machine: machineLine(machine()), databases };
}

const ratio = (d: DatabaseResult, q: string) => d.ratios[q] ?? Number.NaN;

export function printSearch(r: SearchBenchResult): void {
  for (const d of r.databases) {
    for (const s of d.sizes) {
      console.log(`${d.database}, ${s.messages} messages (setup ${s.setupS.toFixed(1)} s)`);
      for (const [q, t] of Object.entries(s.queries)) {
        console.log(
          `  ${q.padEnd(22)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, ${t.results} results`,
        );
      }
    }
    for (const { q } of QUERIES) console.log(`  ${d.database} ${q}: 100k / 1k = ${ratio(d, q).toFixed(2)}`);
  }
}

export function searchSummary(r: SearchBenchResult): SummaryRow[] {
  return r.databases.flatMap((d) =>
    QUERIES.map(({ q }) => ({
      benchmark: 'search',
      figure: `${d.database} "${q}" 100k / 1k messages`,
      value: ratio(d, q).toFixed(2),
      target: '≤ 1.5',
      ok: ratio(d, q) <= 1.5,
    })),
  );
}

export function searchMarkdown(r: SearchBenchResult): string {
  const rows = r.databases.flatMap((d) =>
    QUERIES.map(({ q, why }) => {
      const [small, large] = [d.sizes[0]?.queries[q], d.sizes[1]?.queries[q]];
      return [
        `${d.database}: \`${q}\``,
        why,
        `${small?.median.toFixed(2)} ms (${small?.results})`,
        `${large?.median.toFixed(2)} ms (${large?.results})`,
        ratio(d, q).toFixed(2),
      ];
    }),
  );
  return [
    '## Search: first answer at 100,000 messages vs 1,000',
    '',
    r.machine,
    '',
    `One chapter of 40 members, 12 meetings and 60 activity records; half the messages are member 0's. \`GET /api/search?q=…\` as member 0 (every kind of result, 5 each; the last row a page of 20 messages) through the whole server (app.inject), both sizes open at once and asked in turns: ${SAMPLES} rounds after ${WARM_UP} warm-up, median times with the results found in brackets, and the median of each round's ratio.${r.databases.length === 1 ? ' PostgreSQL runs too when BENCH_PG_URL is set.' : ''}`,
    '',
    markdownTable(['query', 'matches', '1,000 messages', '100,000 messages', '100k / 1k'], rows),
    '',
    ...searchSummary(r).map((s) => `- **${s.figure} = ${s.value}** (target ${s.target}${s.ok ? '' : ' — missed'})`),
  ].join('\n');
}

if (isMain(import.meta.url)) {
  const r = await runSearch();
  printSearch(r);
}
