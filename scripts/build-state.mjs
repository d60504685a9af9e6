/**
 * Whether each half of `npm run build` (server, web app) is missing or older than its sources: `scripts/run.mjs`
 * builds what is stale before running, `npm run release` packs only a current build. Plain JavaScript: it ships
 * in the release archive, which has no TypeScript tooling (and no sources, so a shipped build counts as current).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      const children = readdirSync(p).filter((n) => n !== 'node_modules' && n !== 'dist');
      latest = Math.max(latest, newest(children.map((n) => path.join(p, n))));
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

/** Each half with its npm script, whether its output exists, and whether that output is current. */
export function buildState(root) {
  const at = (...p) => path.join(root, ...p);
  const shared = [at('packages/shared/src')];
  const halves = [
    {
      name: 'server',
      script: 'build:server',
      output: at('apps/server/dist/build-info.json'),
      sources: [at('apps/server/src'), at('scripts/build-server.ts'), ...shared],
    },
    {
      name: 'web app',
      script: 'build:web',
      output: at('apps/web/dist/index.html'),
      sources: [at('apps/web/src'), at('apps/web/sw'), at('apps/web/public'), at('apps/web/index.html'), ...shared],
    },
  ];
  return halves.map(({ name, script, output, sources }) => {
    const built = existsSync(output) ? statSync(output).mtimeMs : 0;
    return { name, script, built: built > 0, current: built > 0 && built >= newest(sources) };
  });
}
