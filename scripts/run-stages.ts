/**
 * `npm test`: runs the suite's stages in order (type check, lint, unit, browser), stops at the first failure, and
 * prints how long each stage took, so a slow stage is seen in every run rather than guessed at.
 *
 * Usage: tsx scripts/run-stages.ts <npm script>...
 */
import { spawnSync } from 'node:child_process';

const stages = process.argv.slice(2);
const times: Array<[string, number, boolean]> = [];
let failed = false;
for (const stage of stages) {
  console.log(`\n--- ${stage}`);
  const start = performance.now();
  const run = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' });
  const ok = run.status === 0;
  times.push([stage, (performance.now() - start) / 1000, ok]);
  if (!ok) {
    failed = true;
    break;
  }
}
console.log('\n--- stage times');
for (const [stage, seconds, ok] of times)
  console.log(`${stage.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s ${ok ? '' : 'FAILED'}`);
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`${'total'.padEnd(12)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
