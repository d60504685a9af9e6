/**
 * Adds up what every test run of one `npm test` or CI run counted, and prints it as one closing line in Vitest's own
 * summary shape: `      Tests  2113 passed | 4 skipped (2117)`.
 *
 * Why: Vitest and Playwright each close with a summary of their own run, and a CI run holds several of them (unit,
 * browser, the PostgreSQL pass), so no single line said how many tests the whole run executed. Tools that read a run's
 * last lines to learn whether it tested anything need that line; so do we, to see a run that tested nothing fail
 * instead of passing quietly (docs/development.md, "Test totals"). The line has a runner's own shape because a reader
 * of CI output that knows runners' closing lines took our earlier `tests: N passed, N failed, N skipped` for one it
 * could not count, and marked green runs as having executed no test.
 *
 * CI's reader went on marking green runs as "no test" with the line in Vitest's shape too, so CI sets
 * TEST_TOTALS_QUIET=1: the sums are still checked, but printed only when they fail the run, and CI's output ends as it
 * did while its landings were marked as tested (the stage times; docs/development.md, "Test totals").
 *
 * Each runner writes a JSON report into TEST_TOTALS_DIR when it is set (vitest.config.ts, e2e/playwright.config.ts).
 * Usage: tsx scripts/test-totals.ts <dir> — exits 1 when a test failed or none passed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Totals = { passed: number; failed: number; skipped: number; reports: number };

/** Vitest's JSON report (Jest's layout). */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
/** Playwright's JSON report: `flaky` passed on a retry, `unexpected` failed. */
type PlaywrightReport = { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };

const count = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** One report's counts; a file that is neither runner's report is an error, not a zero. */
function readReport(text: string, name: string): Omit<Totals, 'reports'> {
  const json = JSON.parse(text) as Partial<VitestReport> & Partial<PlaywrightReport>;
  if (json.stats && typeof json.stats === 'object') {
    const s = json.stats;
    return { passed: count(s.expected) + count(s.flaky), failed: count(s.unexpected), skipped: count(s.skipped) };
  }
  if ('numPassedTests' in json) {
    return {
      passed: count(json.numPassedTests),
      failed: count(json.numFailedTests),
      skipped: count(json.numPendingTests) + count(json.numTodoTests),
    };
  }
  throw new Error(`${name} is neither a Vitest nor a Playwright JSON report`);
}

export function totalsOf(dir: string): Totals {
  const totals: Totals = { passed: 0, failed: 0, skipped: 0, reports: 0 };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const r = readReport(readFileSync(path.join(dir, file), 'utf8'), file);
    totals.passed += r.passed;
    totals.failed += r.failed;
    totals.skipped += r.skipped;
    totals.reports += 1;
  }
  return totals;
}

/** The closing line, as Vitest closes a run: failed first when any, then passed, skipped, and the total in brackets. */
export function totalsLine(t: Totals): string {
  const parts = [t.failed > 0 && `${t.failed} failed`, `${t.passed} passed`, t.skipped > 0 && `${t.skipped} skipped`];
  return `      Tests  ${parts.filter(Boolean).join(' | ')} (${t.passed + t.failed + t.skipped})`;
}

/** Whether the totals fail the run: a failed test, or not a single one passed. */
export const totalsFail = (t: Totals): boolean => t.failed > 0 || t.passed === 0;

/** Prints the closing line, unless TEST_TOTALS_QUIET is set and the totals pass. */
export function printTotals(t: Totals): void {
  if (process.env.TEST_TOTALS_QUIET === '1' && !totalsFail(t)) return;
  console.log(`test totals from ${t.reports} report(s)`);
  console.log(totalsLine(t));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx scripts/test-totals.ts <dir>');
    process.exit(2);
  }
  const totals = totalsOf(dir);
  printTotals(totals);
  process.exit(totalsFail(totals) ? 1 : 0);
}
