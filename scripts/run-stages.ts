/**
 * `npm test`: runs the suite's stages in order (type check, lint, unit, browser), stops at the first failure, and
 * prints how long each stage took, so a slow stage is seen in every run rather than guessed at.
 *
 * Usage: tsx scripts/run-stages.ts <npm script>[+<npm script>]...
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTotals, totalsFail, totalsOf } from './test-totals.ts';

// Every test run of the stages leaves a JSON report here (vitest.config.ts, e2e/playwright.config.ts), added up at the
// end into one closing line. CI sets its own folder to add the PostgreSQL pass to it (.ci/run).
const ownTotals = !process.env.TEST_TOTALS_DIR;
const totalsDir = process.env.TEST_TOTALS_DIR ?? mkdtempSync(path.join(tmpdir(), 'chapter-test-totals-'));
process.env.TEST_TOTALS_DIR = totalsDir;

/** Runs one npm script, its output kept until it ends (several run at once) or passed straight through. */
function runScript(script: string, keepOutput: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const stages = process.argv.slice(2);
const times: Array<[string, number, boolean]> = [];
let failed = false;
for (const stage of stages) {
  console.log(`\n--- ${stage}`);
  const start = performance.now();
  // `a+b`: independent scripts run at once (the type check and lint each leave part of the two cores idle); each
  // one's output is printed when it ends.
  const parts = stage.split('+');
  const results = await Promise.all(parts.map((part) => runScript(part, parts.length > 1)));
  for (const [i, r] of results.entries()) if (parts.length > 1) console.log(`--- ${parts[i]}\n${r.output.trim()}`);
  const ok = results.every((r) => r.ok);
  times.push([stage, (performance.now() - start) / 1000, ok]);
  if (!ok) {
    failed = true;
    break;
  }
}
console.log('\n--- stage times');
for (const [stage, seconds, ok] of times)
  console.log(`${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s ${ok ? '' : 'FAILED'}`);
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`${'total'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
const tests = totalsOf(totalsDir);
if (ownTotals) rmSync(totalsDir, { recursive: true, force: true });
printTotals(tests);
// A run that passed without passing a single test tested nothing: that is a failure, not a green run.
if (!failed && tests.passed === 0) console.error('npm test: no test ran');
process.exit(failed || totalsFail(tests) ? 1 : 0);
