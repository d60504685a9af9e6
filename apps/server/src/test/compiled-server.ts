import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's compiled server (main.js, migrate.js…), made by the global set-up. */
    compiledServerDir: string;
  }
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildScript = path.resolve(serverDir, '../../scripts/build-server.ts');

/**
 * Builds the server as `npm run build` does, into a folder of this test run's own (apps/server/dist-test/<run>, so
 * the compiled code finds the server package and node_modules as dist/ does). Tests that start server processes run
 * this build with plain `node`, as production does: a process then starts in about half the CPU time of one run
 * through tsx, which compiles the TypeScript at every start. Returns the folder and a function that removes it.
 */
export function buildCompiledServer(run: string): { dir: string; remove: () => void } {
  const dir = path.join(serverDir, 'dist-test', run);
  const built = spawnSync(process.execPath, ['--import', 'tsx', buildScript, '--outdir', dir], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`server build for the tests failed:\n${built.stdout}${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * In a test: a compiled entry point of this run's build (`main`, `migrate`, `backup`…). Vitest is loaded here, not
 * at the top, because the benchmarks import the test helpers beside this one outside any test run.
 */
export async function compiledEntry(name: string): Promise<string> {
  const { inject } = await import('vitest');
  return path.join(inject('compiledServerDir'), `${name}.js`);
}
