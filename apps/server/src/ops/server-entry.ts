import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this module whether it runs as source (src/ops) or compiled (dist). */
export const serverDir = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('apps/server/package.json not found above this module');
    dir = up;
  }
  return dir;
})();

/** The compiled server that `npm run build` writes (docs/production.md). */
export const compiledMain = path.join(serverDir, 'dist', 'main.js');

/**
 * How to start one server process: plain `node` on the compiled build when it exists, the TypeScript source
 * through tsx otherwise (development and tests before a build). `node --import tsx`, not the tsx CLI: the CLI
 * runs the server in a child process, so a signal would hit the wrapper and leave the server running.
 */
export function serverCommand(): { command: string; args: string[] } {
  if (existsSync(compiledMain)) {
    return { command: process.execPath, args: ['--enable-source-maps', compiledMain] };
  }
  return { command: process.execPath, args: ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')] };
}
