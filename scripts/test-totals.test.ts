import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./test-totals.ts', import.meta.url));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chapter-totals-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const vitest = (passed: number, failed: number, pending = 0) =>
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numPendingTests: pending, numTodoTests: 0 });
const playwright = (expected: number, unexpected: number, skipped = 0, flaky = 0) =>
  JSON.stringify({ stats: { expected, unexpected, skipped, flaky } });
// One Node process with tsx's loader, not the tsx command, which starts a second Node process to run the script.
const run = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, dir], {
    encoding: 'utf8',
    env: { ...process.env, TEST_TOTALS_QUIET: '', ...env },
  });
const lastLine = (out: string) => out.trimEnd().split('\n').at(-1);

describe('the test totals line', () => {
  it('adds up every Vitest and Playwright report into one closing line', () => {
    writeFileSync(path.join(dir, 'vitest-1.json'), vitest(120, 0, 2));
    writeFileSync(path.join(dir, 'vitest-2.json'), vitest(30, 0));
    writeFileSync(path.join(dir, 'playwright-1.json'), playwright(96, 0, 1, 1));
    const r = run();
    expect(lastLine(r.stdout)).toBe('      Tests  247 passed | 3 skipped (250)');
    expect(r.status).toBe(0);
  });

  it('fails a run with a failed test', () => {
    writeFileSync(path.join(dir, 'vitest-1.json'), vitest(10, 1));
    const r = run();
    expect(lastLine(r.stdout)).toBe('      Tests  1 failed | 10 passed (11)');
    expect(r.status).toBe(1);
  });

  it('fails a run whose reports hold only skipped tests, or none', () => {
    expect(run().status).toBe(1);
    writeFileSync(path.join(dir, 'vitest-1.json'), vitest(0, 0, 3));
    const r = run();
    expect(lastLine(r.stdout)).toBe('      Tests  0 passed | 3 skipped (3)');
    expect(r.status).toBe(1);
  });

  it('refuses a file that is not a runner report instead of counting it as zero', () => {
    writeFileSync(path.join(dir, 'other.json'), JSON.stringify({ hello: 1 }));
    const r = run();
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('neither a Vitest nor a Playwright JSON report');
  });

  it('in CI (TEST_TOTALS_QUIET=1) prints nothing for a passing run, and the line for a failing one', () => {
    writeFileSync(path.join(dir, 'vitest-1.json'), vitest(10, 0));
    const quiet = run({ TEST_TOTALS_QUIET: '1' });
    expect(quiet.stdout).toBe('');
    expect(quiet.status).toBe(0);
    writeFileSync(path.join(dir, 'vitest-2.json'), vitest(0, 2));
    const failing = run({ TEST_TOTALS_QUIET: '1' });
    expect(lastLine(failing.stdout)).toBe('      Tests  2 failed | 10 passed (12)');
    expect(failing.status).toBe(1);
  });
});
