/**
 * `npm run lint`: Biome (format and lint rules), dependency-cruiser (the layering in .dependency-cruiser.cjs), knip
 * (unused files, exports and dependencies) and the commit-message rule (scripts/check-commits.ts) at once, each one's
 * output printed together when it ends; the exit code fails if any of them fails. They are independent, and run one
 * after another they left one of the CI machine's two cores idle most of the time (depcruise and knip are
 * single-threaded).
 */
import { spawn } from 'node:child_process';

/** Name, the binary in node_modules/.bin, its arguments. */
const TOOLS: Array<[string, string, string[]]> = [
  ['biome', 'biome', ['check', '.']],
  ['depcruise', 'depcruise', ['apps', 'packages', 'e2e', 'bench', '--config', '.dependency-cruiser.cjs']],
  // The server's modules as one node each: no cycle between them (docs/decisions/0022-server-kernel.md).
  ['depcruise modules', 'depcruise', ['apps/server/src/modules', '--config', '.dependency-cruiser.modules.cjs']],
  ['knip', 'knip', []],
  ['commits', 'tsx', ['scripts/check-commits.ts']],
];

function run(
  tool: string,
  bin: string,
  args: string[],
): Promise<{ tool: string; ok: boolean; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) =>
      resolve({ tool, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const results = await Promise.all(TOOLS.map(([tool, bin, args]) => run(tool, bin, args)));
for (const r of results) {
  console.log(`${r.tool}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds.toFixed(0)} s)`);
  if (!r.ok && r.output.trim()) console.log(r.output.trim());
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
