/**
 * `npm run build` (server half): compiles the server and its command-line tools to plain JavaScript with source
 * maps in apps/server/dist, so production runs `node` on them with no TypeScript tooling installed
 * (docs/production.md). Dependencies stay external and load from node_modules at run time; only our own
 * workspace package, published as TypeScript source, is bundled in.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const sharedSrc = path.join(root, 'packages/shared/src');
/** `--outdir <dir>` builds elsewhere: the server tests build their own copy (apps/server/src/test/compiled-server.ts). */
const outArg = process.argv[process.argv.indexOf('--outdir') + 1];
const outdir = process.argv.includes('--outdir') && outArg ? path.resolve(outArg) : path.join(serverDir, 'dist');

/** Each becomes dist/<name>.js. */
const ENTRIES = [
  'main',
  'ops/migrate',
  'ops/backup',
  'ops/restore',
  'ops/multi-node',
  'ops/setup-link',
  'ops/restore-drill',
];

/** `@chapter/shared/x` is TypeScript source: compile it into the bundle instead of importing it at run time. */
const bundleShared: Plugin = {
  name: 'bundle-shared',
  setup(b) {
    b.onResolve({ filter: /^@chapter\/shared\// }, (args) => ({
      path: path.join(sharedSrc, `${args.path.slice('@chapter/shared/'.length)}.ts`),
    }));
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: Object.fromEntries(ENTRIES.map((e) => [path.basename(e), `src/${e}.ts`])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [bundleShared],
  // Shared chunks instead of five copies of the server.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
});
// The start script compares this with the sources' times to decide whether a build is needed.
writeFileSync(path.join(outdir, 'build-info.json'), `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server built to ${path.relative(root, outdir)}, ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with maps)`,
);
