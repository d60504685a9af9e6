/**
 * `npm run typecheck`: every TypeScript project checked by TypeScript 7's native compiler (the `typescript-native`
 * package), two at a time, the largest first. Each project's errors are printed together; the exit code fails if any
 * project fails.
 *
 * The native compiler checks the same sources with the same settings at a fraction of the CPU of TypeScript 5's
 * (apps/web: 6 instead of 35 CPU-seconds in one comparison); TypeScript 5 stays installed for the tools that use its
 * programming interface (knip). docs/decisions/0017-native-type-checker.md.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * bench's project includes the server's sources (bench/tsconfig.json): the benchmarks import the whole server, so a
 * project of their own checked its 1,300 files a second time (about 30 s of CPU).
 */
const PROJECTS = ['bench', 'apps/web', 'packages/shared', 'apps/web/sw', 'e2e', 'scripts'];
const AT_ONCE = 2;
/** The compiler itself, run by this Node: no npx start-up per project. */
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [TSC, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (d) => (output += d));
    tsc.stderr.on('data', (d) => (output += d));
    tsc.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...PROJECTS];
const results: Array<{ project: string; ok: boolean; output: string }> = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
for (const r of results) {
  console.log(`tsc -p ${r.project}: ${r.ok ? 'ok' : 'FAILED'}`);
  if (r.output.trim()) console.log(r.output.trim());
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
