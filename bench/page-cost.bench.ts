import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { toStamp } from '../apps/server/src/db/sql-values.ts';
import { AuthService } from '../apps/server/src/modules/auth/auth.service.ts';
import { createAuthLimiters } from '../apps/server/src/modules/auth/login-limits.ts';
import { TokenService } from '../apps/server/src/modules/auth/tokens.ts';
import { BENCH_APP_URL } from './lib/our-server.ts';
import { machine, machineLine, median, type SummaryRow } from './lib/report.ts';

const SIZES = [1_000, 100_000];
const SAMPLES = 300;
const BATCH = 500;
const PAGES = [
  { name: 'inbox', url: '/api/inbox' },
  { name: 'roster', url: '/api/members' },
  { name: 'activity (received)', url: '/api/activities?box=received' },
  { name: 'activity (group)', url: '/api/activities?box=group' },
];

interface SizeResult {
  rows: number;
  setupS: number;
  /** Median and p95 milliseconds per page request, by page name. */
  pages: Record<string, { median: number; p95: number }>;
}

export interface PageCostResult {
  machine: string;
  sizes: SizeResult[];
}

/**
 * One group of `rows` members; member 0 (the group's President) has a conversation (one message) with every
 * other member and has received a referral from each. So the roster, member 0's inbox, their received
 * activity and the group's activity each hold `rows` rows; the first page of each is timed through the whole
 * server (app.inject, embedded SQLite).
 */
async function measure(rows: number): Promise<SizeResult> {
  const begun = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-pagecost-'));
  const config = loadConfig(
    { NODE_ENV: 'production', APP_URL: BENCH_APP_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    { webDist: path.join(dataDir, 'no-web'), host: '127.0.0.1', port: 0 },
  );
  const built = await buildApp(config, { logger: false });
  try {
    const { db } = built.ctx;
    const now = toStamp(new Date());
    const group = await db
      .insertInto('groups')
      .values({
        name: 'Scale chapter',
        status: 'active',
        code: '515151',
        capacity: null,
        accepting_members: 1,
        timezone: 'UTC',
        allow_substitute_login: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows; start += BATCH) {
        const n = Math.min(BATCH, rows - start);
        const users = await trx
          .insertInto('users')
          .values(
            Array.from({ length: n }, (_, i) => ({
              email: `scale${start + i}@bench.test`,
              name: `Member ${String(start + i).padStart(6, '0')}`,
              password_hash: null,
              status: 'active' as const,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning('id')
          .execute();
        await trx
          .insertInto('memberships')
          .values(
            users.map((u) => ({
              user_id: u.id,
              group_id: group.id,
              role: start === 0 && u === users[0] ? 'President' : 'Member',
              status: 'active' as const,
              joined_at: now,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
        ids.push(...users.map((u) => u.id));
      }
      const me = ids[0] as number;
      const others = ids.slice(1);
      for (let start = 0; start < others.length; start += BATCH) {
        const chunk = others.slice(start, start + BATCH);
        const convs = await trx
          .insertInto('conversations')
          .values(
            chunk.map((o) => ({
              user_a_id: Math.min(me, o),
              user_b_id: Math.max(me, o),
              message_count: 1,
              created_at: now,
            })),
          )
          .returning('id')
          .execute();
        const msgs = await trx
          .insertInto('messages')
          .values(
            convs.map((c, i) => ({
              conversation_id: c.id,
              sender_id: chunk[i] as number,
              recipient_id: me,
              content: `Hello ${i}`,
              client_message_id: `s-${start + i}`,
              sent_at: now,
            })),
          )
          .returning(['id', 'conversation_id'])
          .execute();
        await trx
          .insertInto('conversation_participants')
          .values(
            msgs.flatMap((m, i) => [
              { conversation_id: m.conversation_id, user_id: me, last_message_id: m.id },
              { conversation_id: m.conversation_id, user_id: chunk[i] as number, last_message_id: m.id },
            ]),
          )
          .execute();
        await trx
          .insertInto('activity_records')
          .values(
            chunk.map((giver, i) => ({
              group_id: group.id,
              type: 'referral' as const,
              giver_id: giver,
              receiver_id: me,
              status: 'new',
              approval_status: 'approved' as const,
              approval_reason: null,
              decided_by: null,
              decided_at: null,
              amount_cents: null,
              currency: null,
              credits: null,
              referral_id: null,
              summary: `Prospect ${start + i}`,
              details: JSON.stringify({ prospectName: `Prospect ${start + i}`, temperature: 3, scope: 'inside' }),
              occurred_at: now,
              client_request_id: `r-${start + i}`,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
    });
    const auth = new AuthService(built.ctx, new TokenService(config.jwtSecret), createAuthLimiters(built.ctx));
    const token = await auth.startSession(ids[0] as number, { ip: '127.0.0.1', userAgent: 'bench' });
    const setupS = (performance.now() - begun) / 1000;
    const pages: SizeResult['pages'] = {};
    for (const page of PAGES) {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES + 50; i++) {
        const t0 = performance.now();
        const res = await built.app.inject({ url: page.url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(`${page.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i >= 50) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      pages[page.name] = { median: median(times), p95: times[Math.floor(times.length * 0.95)] as number };
    }
    return { rows, setupS, pages };
  } finally {
    await built.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runPageCost(): Promise<PageCostResult> {
  const sizes: SizeResult[] = [];
  for (const rows of SIZES) sizes.push(await measure(rows));
  return { machine: machineLine(machine()), sizes };
}

const ratio = (r: PageCostResult, page: string) =>
  (r.sizes[1]?.pages[page]?.median ?? 0) / (r.sizes[0]?.pages[page]?.median ?? 1);

export function printPageCost(r: PageCostResult): void {
  for (const s of r.sizes) {
    for (const [name, p] of Object.entries(s.pages)) {
      console.log(
        `${name} @ ${s.rows} rows: median ${p.median.toFixed(2)} ms, p95 ${p.p95.toFixed(2)} ms (setup ${s.setupS.toFixed(1)} s)`,
      );
    }
  }
}

export function pageCostSummary(r: PageCostResult): SummaryRow[] {
  return PAGES.map((p) => ({
    benchmark: 'page-cost',
    figure: `${p.name} page 100k / 1k rows`,
    value: ratio(r, p.name).toFixed(2),
    target: '≤ 1.5',
    ok: ratio(r, p.name) <= 1.5,
  }));
}

export function pageCostMarkdown(r: PageCostResult): string {
  return [
    '## Page cost: first page at 100,000 rows vs 1,000 rows',
    '',
    r.machine,
    '',
    `One group of N members; member 0 (President) has one conversation with each other member and a referral received from each. First page of ${PAGES.map((p) => `\`${p.url}\``).join(', ')} as member 0 through the whole server (app.inject, embedded SQLite), ${SAMPLES} requests after 50 warm-up.`,
    '',
    '| page | rows | median | p95 |',
    '| :-- | --: | --: | --: |',
    ...r.sizes.flatMap((s) =>
      Object.entries(s.pages).map(
        ([n, p]) => `| ${n} | ${s.rows.toLocaleString('en-US')} | ${p.median.toFixed(2)} ms | ${p.p95.toFixed(2)} ms |`,
      ),
    ),
    '',
    ...pageCostSummary(r).map((s) => `- **${s.figure} = ${s.value}** (target ${s.target}${s.ok ? '' : ' — missed'})`),
  ].join('\n');
}
