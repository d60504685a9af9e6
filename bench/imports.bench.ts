import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { DEFAULT_LIMITS, loadConfig } from '../apps/server/src/config.ts';
import { AuthService } from '../apps/server/src/modules/auth/auth.service.ts';
import { createAuthLimiters } from '../apps/server/src/modules/auth/login-limits.ts';
import { TokenService } from '../apps/server/src/modules/auth/tokens.ts';
import { toCsv } from '../packages/shared/src/csv.ts';
import { BENCH_APP_URL } from './lib/our-server.ts';
import { isMain, machine, machineLine, median, type SummaryRow } from './lib/report.ts';
import { seededRandom } from './lib/seeded-random.ts';

/**
 * Moving in (docs/imports.md "Speed"): a generated 5,000-row Slips Audit Report imported through the whole server
 * (`POST /api/imports`, app.inject: base64 decoding, parsing, matching, planning, the transaction), against inserting
 * the same 5,000 activity records directly with a batched insert in one transaction, on the embedded SQLite database.
 * Each trial imports into a fresh chapter of 40 members and inserts into another; the figure is the median ratio.
 */

const ROWS = 5_000;
const MEMBERS = 40;
const TRIALS = 5;
/** SQLite binds at most 32,766 values per statement: 500 activity rows of 14 columns each. */
const BATCH = 500;

interface Slip {
  from: string;
  to: string;
  type: 'Referral' | 'One-to-One' | 'TYFCB' | 'CEU';
  cents: number;
  credits: number;
  day: string;
}

const names = Array.from({ length: MEMBERS }, (_, i) => `Member ${String(i + 1).padStart(2, '0')}`);

/** 5,000 slips over the last 26 weekly meetings: referrals, one-to-ones, thanks (From blank, as BNI writes them), CEUs. */
function slips(): Slip[] {
  const first = Date.now() - 26 * 7 * 86_400_000;
  const random = seededRandom(39);
  const pick = () => names[Math.floor(random() * MEMBERS)] as string;
  return Array.from({ length: ROWS }, (_, i) => {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    const r = random();
    const type = r < 0.4 ? 'Referral' : r < 0.65 ? 'One-to-One' : r < 0.85 ? 'TYFCB' : 'CEU';
    const day = new Date(first + (i % 26) * 7 * 86_400_000).toISOString().slice(0, 10);
    return { from, to, type, cents: 10_000 + Math.floor(random() * 500_000), credits: 1 + (i % 3), day };
  });
}

function csvOf(list: readonly Slip[]): string {
  return toCsv([
    ['From', 'To', 'Slip Type', 'Inside/Outside', 'TYFCB', 'CEU Credits', 'Detail', 'Date'],
    ...list.map((s) => [
      s.type === 'TYFCB' ? '' : s.from,
      s.type === 'CEU' ? '' : s.to,
      s.type,
      s.type === 'Referral' ? 'Tier 2 (outside)' : '',
      s.type === 'TYFCB' ? (s.cents / 100).toFixed(2) : '',
      s.type === 'CEU' ? String(s.credits) : '',
      `Slip ${s.day}`,
      s.day,
    ]),
  ]);
}

export interface ImportsBenchResult {
  machine: string;
  fileKb: number;
  importMs: number[];
  insertMs: number[];
  ratio: number;
}

export async function runImports(): Promise<ImportsBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-imports-'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      APP_URL: BENCH_APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    { webDist: path.join(dataDir, 'no-web'), host: '127.0.0.1', port: 0, limits: DEFAULT_LIMITS },
  );
  const built = await buildApp(config, { logger: false });
  const { db } = built.ctx;
  const auth = new AuthService(built.ctx, new TokenService(config.jwtSecret), createAuthLimiters(built.ctx));
  const list = slips();
  const csv = csvOf(list);
  const content = Buffer.from(csv).toString('base64');
  const stamp = new Date().toISOString();

  /** A chapter with its 40 members and a Vice President; the ids by name. */
  const chapter = async (n: number) => {
    const group = await db
      .insertInto('groups')
      .values({
        name: `Bench ${n}`,
        status: 'active',
        code: String(400000 + n),
        timezone: 'UTC',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = new Map<string, number>();
    for (const [i, name] of ['Vice President', ...names].entries()) {
      const user = await db
        .insertInto('users')
        .values({ email: `m${i}.${n}@bench.test`, name, status: 'active', created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('memberships')
        .values({
          user_id: user.id,
          group_id: group.id,
          role: i === 0 ? 'Vice President' : 'Member',
          status: 'active',
          joined_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      ids.set(name, user.id);
    }
    return { groupId: group.id, ids };
  };

  const importMs: number[] = [];
  const insertMs: number[] = [];
  try {
    for (let trial = 0; trial < TRIALS; trial++) {
      const a = await chapter(trial * 2);
      const token = await auth.startSession(a.ids.get('Vice President') as number, {
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      const t0 = performance.now();
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/imports',
        headers: { authorization: `Bearer ${token}` },
        payload: { fileName: 'slips.csv', content, dryRun: false },
      });
      importMs.push(performance.now() - t0);
      const written = (res.json() as { written?: { activity: number } }).written?.activity;
      if (res.statusCode !== 200 || written !== ROWS)
        throw new Error(`import: ${res.statusCode} ${res.body.slice(0, 300)}`);

      const b = await chapter(trial * 2 + 1);
      const id = (name: string) => b.ids.get(name) as number;
      const rows = list.map((s, i) => ({
        group_id: b.groupId,
        type: (
          {
            Referral: 'referral',
            'One-to-One': 'one_to_one',
            TYFCB: 'closed_business',
            CEU: 'training_credit',
          } as const
        )[s.type],
        giver_id: id(s.type === 'TYFCB' ? s.to : s.from),
        receiver_id: id(s.type === 'CEU' ? s.from : s.to),
        status: s.type === 'One-to-One' ? 'completed' : s.type === 'Referral' ? 'new' : 'recorded',
        approval_status: s.type === 'Referral' || s.type === 'TYFCB' ? ('approved' as const) : null,
        amount_cents: s.type === 'TYFCB' ? s.cents : null,
        currency: s.type === 'TYFCB' ? 'USD' : null,
        credits: s.type === 'CEU' ? s.credits : null,
        summary: `Slip ${s.day}`,
        details: '{}',
        occurred_at: `${s.day}T12:00:00.000Z`,
        client_request_id: `direct:${trial}:${i}`,
        created_at: stamp,
        updated_at: stamp,
      }));
      const t1 = performance.now();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += BATCH)
          await trx
            .insertInto('activity_records')
            .values(rows.slice(i, i + BATCH))
            .execute();
      });
      insertMs.push(performance.now() - t1);
    }
  } finally {
    await built.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ratio = median(importMs.map((ms, i) => ms / (insertMs[i] as number)));
  return { machine: machineLine(machine()), fileKb: Math.round(csv.length / 1024), importMs, insertMs, ratio };
}

const fmt = (list: readonly number[]) => `${median(list).toFixed(0)} ms`;

export function printImports(r: ImportsBenchResult): void {
  console.log(`${ROWS} slips (${r.fileKb} KB CSV), ${TRIALS} trials`);
  console.log(
    `  import through POST /api/imports: median ${fmt(r.importMs)} (${r.importMs.map((m) => m.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  batched insert of the same rows:  median ${fmt(r.insertMs)} (${r.insertMs.map((m) => m.toFixed(0)).join(', ')})`,
  );
  console.log(`  import / direct insert = ${r.ratio.toFixed(1)}`);
}

export function importsSummary(r: ImportsBenchResult): SummaryRow[] {
  const seconds = median(r.importMs) / 1000;
  return [
    {
      benchmark: 'imports',
      figure: `${ROWS}-row slips import / direct batched insert`,
      value: r.ratio.toFixed(1),
      target: '',
      ok: undefined,
    },
    {
      benchmark: 'imports',
      figure: `${ROWS}-row slips import (s)`,
      value: seconds.toFixed(2),
      target: '< 5 s',
      ok: seconds < 5,
    },
  ];
}

export function importsMarkdown(r: ImportsBenchResult): string {
  return [
    `## Imports: a ${ROWS.toLocaleString('en-US')}-row slips file vs inserting its rows directly`,
    '',
    r.machine,
    '',
    `A generated Slips Audit Report of ${ROWS.toLocaleString('en-US')} rows (${r.fileKb} KB CSV; referrals, one-to-ones, thanks with From blank, CEUs; a Date column) among ${MEMBERS} members, imported through \`POST /api/imports\` (app.inject: base64, parsing, matching by name, planning, one transaction with the keys of every row) into a fresh chapter, against the same ${ROWS.toLocaleString('en-US')} activity records inserted directly into another (${BATCH} rows per statement, one transaction), on the embedded SQLite database; ${TRIALS} trials, the median of each trial's ratio.`,
    '',
    `| | median | trials |`,
    `| :-- | --: | :-- |`,
    `| import | ${fmt(r.importMs)} | ${r.importMs.map((m) => m.toFixed(0)).join(', ')} |`,
    `| direct batched insert | ${fmt(r.insertMs)} | ${r.insertMs.map((m) => m.toFixed(0)).join(', ')} |`,
    '',
    ...importsSummary(r).map(
      (s) => `- **${s.figure} = ${s.value}**${s.target ? ` (target ${s.target}${s.ok ? '' : ' — missed'})` : ''}`,
    ),
  ].join('\n');
}

if (isMain(import.meta.url)) printImports(await runImports());
