import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { FLOOR, FLOOR_BASE, type LighthouseResult, type Preset, RUNS, type Scores } from './lib/lighthouse-report.ts';
import { BENCH_APP_URL } from './lib/our-server.ts';
import { machine, machineLine } from './lib/report.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const WEB_DIST = path.join(WEB_ROOT, 'dist');
/** Lighthouse's long-task threshold: the smallest TBT denominator (below). */
const LONG_TASK_MS = 50;
/** Lighthouse now and then fails to record a load (NO_NAVSTART on a busy machine): that run is tried again. */
const ATTEMPTS = 3;

/** The pages members open at a meeting, signed in as the accounts a member and the President use. */
const PAGES: { path: string; as?: string; presets: Preset[] }[] = [
  { path: '/login', presets: ['mobile', 'desktop'] },
  { path: '/home', as: 'member1@demo.test', presets: ['mobile', 'desktop'] },
  { path: '/inbox', as: 'member1@demo.test', presets: ['mobile'] },
  { path: '/calendar', as: 'member1@demo.test', presets: ['mobile'] },
  { path: '/roster', as: 'member1@demo.test', presets: ['mobile'] },
  { path: '/activity/referral', as: 'member1@demo.test', presets: ['mobile'] },
  { path: '/admin', as: 'president@demo.test', presets: ['mobile'] },
];

/** /login is the first screen of a signed-out phone: close to a bare form. A signed-in page does more. */
const floorTarget = (page: string): number => (page === '/login' ? 1.5 : 3);

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const ratio = (value: number, floor: number): number => value / floor;

/** Lighthouse could not record the load (a runtime error in its report), as opposed to a failing page. */
class RecordingError extends Error {}

/**
 * The floor's TBT is usually 0 ms: none of a bare form's tasks passes the 50 ms long-task threshold, so a ratio to it
 * would be infinite. TBT is therefore divided by the floor's TBT or by one threshold (50 ms), whichever is larger:
 * "≤ 3×" on a signed-in page then means at most 150 ms of blocking while the floor blocks none.
 */
const tbtDenominator = (floorTbt: number): number => Math.max(floorTbt, LONG_TASK_MS);

/**
 * Builds the floor page alone into `outDir` with the app's own vite.config.ts (CHAPTER_BENCH_FLOOR=1 makes
 * bench-floor.html its only entry; `--base` puts its files under FLOOR_BASE). A build with both entries would share
 * chunks differently and change the app's own files; this way the app is served exactly as `npm run build` made it.
 */
function buildFloor(outDir: string): void {
  const vitePackage = createRequire(path.join(WEB_ROOT, 'package.json')).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), 'bin/vite.js');
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--base', FLOOR_BASE, '--logLevel', 'error'];
  execFileSync(process.execPath, args, {
    cwd: WEB_ROOT,
    env: { ...process.env, CHAPTER_BENCH_FLOOR: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Lighthouse on the app's build served by the real server with the demo chapter: the mobile preset (Lighthouse's
 * default: simulated slow 4G and a 4× slower CPU) on every page members open, the desktop preset on /login and
 * /home. Signed-in pages get the account's token in localStorage, as the app keeps it.
 *
 * Absolute mobile scores move by tens of points between runs on a shared machine, so the mobile pages are measured
 * against a floor in the same run: the smallest React page with a form (apps/web/bench-floor.html), built by the
 * same Vite configuration and served by the same server. The floor and the pages take turns (floor, /login, floor,
 * /home, …) for RUNS rounds, so drift on the machine touches both alike; each page's main-thread work and TBT
 * (medians) are reported as ratios to the floor's medians.
 * BENCH_LH_PRESETS=mobile and BENCH_LH_PAGES=/home,/inbox narrow a run while working on one page.
 */
export async function runLighthouse(): Promise<LighthouseResult> {
  const presets = (process.env.BENCH_LH_PRESETS?.split(',') ?? ['mobile', 'desktop']) as Preset[];
  const onlyPages = process.env.BENCH_LH_PAGES?.split(',');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-lh-'));
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('apps/web/dist missing: npm run build first');
  // The production build as built, plus the floor's own build beside it, served by one server.
  const webDist = path.join(dataDir, 'web');
  cpSync(WEB_DIST, webDist, { recursive: true });
  buildFloor(path.join(webDist, FLOOR_BASE));
  if (!existsSync(path.join(webDist, FLOOR))) throw new Error('the floor page was not built');
  const config = loadConfig(
    { NODE_ENV: 'production', APP_URL: BENCH_APP_URL, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_SEED: '1' },
    { webDist, host: '127.0.0.1', port: 0 },
  );
  const built = await buildApp(config, { logger: false });
  const url = await built.app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    const tokens = new Map<string, string>();
    const signInAs = async (email: string | undefined) => {
      if (email && !tokens.has(email)) {
        const res = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: config.demoPassword }),
        });
        tokens.set(email, ((await res.json()) as { token: string }).token);
      }
      const token = email ? tokens.get(email) : undefined;
      await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
    };
    const scores: Scores[] = [];
    let version = '';
    const attempt = async (name: string, preset: Preset, target: string): Promise<Scores> => {
      // A fresh tab per run: Lighthouse cannot trace a second navigation of one tab to the same URL.
      // A member's first visit: the service worker an earlier run registered is removed, so every run loads the
      // page from the network, as the targets assume. (A page the worker controls starts it first: repeat visits
      // paint from its cache sooner, and that start-up is work of its own; docs/installable-app.md.)
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'service_workers,cache_storage' });
      await cdp.detach();
      const tab = await browser.newPage();
      const result = await lighthouse(
        target,
        {
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
          logLevel: 'error',
        },
        preset === 'desktop' ? desktopConfig : undefined,
        tab,
      ).finally(() => tab.close());
      if (!result) throw new Error(`lighthouse gave no result for ${target}`);
      const { lhr } = result;
      // BENCH_LH_DIR=…: keep each run's full report (layout shifts, long tasks, LCP element) to see why a score moved.
      const reports = process.env.BENCH_LH_DIR;
      if (reports) mkdirSync(reports, { recursive: true });
      if (reports)
        writeFileSync(
          path.join(reports, `lighthouse-${preset}-${name.replace(/\W+/g, '-')}-${Date.now()}.json`),
          JSON.stringify(lhr),
        );
      if (lhr.runtimeError) throw new RecordingError(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
      const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length;
      return {
        runs: [],
        page: name,
        preset,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: num('first-contentful-paint'),
        lcpMs: num('largest-contentful-paint'),
        tbtMs: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        requests: requests ?? 0,
        mainThreadMs: num('mainthread-work-breakdown'),
      };
    };
    let leftOut = 0;
    /** A run, or undefined when Lighthouse could not record it ATTEMPTS times in a row (it is left out). */
    const auditOnce = async (name: string, preset: Preset, target: string): Promise<Scores | undefined> => {
      for (let i = 1; ; i++) {
        try {
          return await attempt(name, preset, target);
        } catch (err) {
          if (!(err instanceof RecordingError)) throw err;
          console.warn(`${err.message}: ${i < ATTEMPTS ? 'trying again' : 'run left out'}`);
          if (i >= ATTEMPTS) {
            leftOut += 1;
            return undefined;
          }
        }
      }
    };
    const add = (list: Scores[] | undefined, run: Scores | undefined) => run && list?.push(run);
    // The machine is shared and simulated throttling still varies: each row is the median run by performance.
    const row = (runs: Scores[]): Scores => {
      if (runs.length === 0) throw new Error('Lighthouse recorded no run of a page');
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      return { ...(sorted[Math.floor(sorted.length / 2)] as Scores), runs: sorted.map((x) => x.performance) };
    };
    let floor: LighthouseResult['floor'];
    for (const preset of (['mobile', 'desktop'] as const).filter((p) => presets.includes(p))) {
      const pages = PAGES.filter((x) => x.presets.includes(preset) && (!onlyPages || onlyPages.includes(x.path)));
      const runs = new Map<string, Scores[]>(pages.map((p) => [p.path, []]));
      const floorRuns: Scores[] = [];
      // Rounds of floor, page, floor, page…: the floor is measured next to every page, in every round.
      for (let i = 0; i < RUNS; i++) {
        for (const p of pages) {
          await signInAs(p.as);
          if (preset === 'mobile') add(floorRuns, await auditOnce('floor', preset, `${url}${FLOOR}`));
          add(runs.get(p.path), await auditOnce(p.path, preset, `${url}${p.path}`));
        }
      }
      if (floorRuns.length > 0) scores.push(row(floorRuns));
      for (const p of pages) scores.push(row(runs.get(p.path) ?? []));
      if (preset !== 'mobile' || floorRuns.length === 0) continue;
      const floorMain = median(floorRuns.map((r) => r.mainThreadMs));
      const floorTbt = median(floorRuns.map((r) => r.tbtMs));
      floor = {
        mainThreadMs: floorMain,
        tbtMs: floorTbt,
        runs: floorRuns.length,
        ratios: pages.map((p) => {
          const pageRuns = runs.get(p.path) ?? [];
          const mainThreadMs = median(pageRuns.map((r) => r.mainThreadMs));
          const tbtMs = median(pageRuns.map((r) => r.tbtMs));
          return {
            page: p.path,
            mainThreadMs,
            tbtMs,
            mainThreadRatio: ratio(mainThreadMs, floorMain),
            tbtRatio: ratio(tbtMs, tbtDenominator(floorTbt)),
            target: floorTarget(p.path),
          };
        }),
      };
    }
    return { machine: machineLine(machine()), version, scores, floor, leftOut };
  } finally {
    await browser.close();
    await built.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
