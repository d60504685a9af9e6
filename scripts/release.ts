/**
 * `npm run release`: packs release/chapter-<version>-<platform>-<arch>-node<abi>.tar.gz, a folder that runs with
 * plain `node` on a machine with no compiler and no registry (docs/decisions/0014-release-archive.md): the compiled
 * server and web app, CHANGELOG.md, deploy/ and docs/, and the server's production dependencies exactly as this
 * checkout installed them from the lockfile, native addons included (built or downloaded for this platform and
 * Node ABI, hence the name). Packs the current `npm run build` output, building only when it is missing or stale.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const pkg = readJson('package.json');
const server = readJson('apps/server/package.json');
const name = `chapter-${pkg.version}-${process.platform}-${process.arch}-node${process.versions.modules}`;
const outDir = path.join(root, 'release');
const stage = path.join(outDir, name);

function run(command: string, args: string[], cwd = root): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    process.stderr.write(r.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} exited with ${r.status}`);
  }
  return r.stdout;
}

/** Hard links where the file system allows (no copy of 150 MB of dependencies), copies elsewhere. */
function place(from: string, to: string, skip: (rel: string) => boolean = () => false, rel = ''): void {
  const stat = statSync(from);
  if (stat.isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const child of readdirSync(from)) {
      const childRel = rel ? `${rel}/${child}` : child;
      if (!skip(childRel)) place(path.join(from, child), path.join(to, child), skip, childRel);
    }
    return;
  }
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

const stale = buildState(root).filter((half) => !half.current);
if (stale.length > 0) {
  console.log(`Building first: the ${stale.map((h) => h.name).join(' and ')} build is missing or stale.`);
  run('npm', ['run', 'build', '--silent']);
}
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });

for (const item of ['apps/server/dist', 'apps/web/dist', 'CHANGELOG.md', 'LICENSE', 'deploy', 'docs']) {
  place(path.join(root, item), path.join(stage, item));
}
for (const script of ['run.mjs', 'build-state.mjs', 'release-check.mjs']) {
  place(path.join(root, 'scripts', script), path.join(stage, 'scripts', script));
}
// Manifests without workspaces or development dependencies: nothing here for npm to install or build.
const { '@chapter/shared': _bundled, ...runtime } = server.dependencies as Record<string, string>;
const shipped = ['start', 'migrate', 'backup', 'restore', 'restore-drill', 'setup-link', 'multi-node'];
const manifest = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
writeFileSync(
  path.join(stage, 'package.json'),
  manifest({
    name: pkg.name,
    version: pkg.version,
    private: true,
    license: pkg.license,
    type: 'module',
    description: pkg.description,
    engines: { node: `${process.versions.node.split('.')[0]}.x` },
    scripts: Object.fromEntries(shipped.map((s) => [s, pkg.scripts[s]])),
  }),
);
writeFileSync(
  path.join(stage, 'apps/server/package.json'),
  manifest({
    name: server.name,
    version: server.version,
    private: true,
    license: server.license,
    type: 'module',
    dependencies: runtime,
  }),
);

// The server's production dependency tree as npm resolved it from the lockfile; workspace links are bundled.
const modules = run('npm', ['ls', '--omit=dev', '--all', '--parseable', '--workspace', server.name])
  .split('\n')
  .map((line) => path.relative(root, line))
  .filter((rel) => rel.split(path.sep).includes('node_modules') && !rel.startsWith(`node_modules${path.sep}@chapter`));
/** better-sqlite3 ships its C sources and build intermediates: only the loader and the compiled addon run. */
const buildLeftovers = (dir: string) => (rel: string) =>
  dir.endsWith(`node_modules${path.sep}better-sqlite3`) &&
  (rel === 'deps' ||
    rel === 'src' ||
    (rel.startsWith('build') && !/^build(\/Release(\/better_sqlite3\.node)?)?$/.test(rel)));
for (const dir of modules) {
  // A package's own node_modules holds its nested dependencies, listed (and placed) separately when they run.
  const skip = buildLeftovers(dir);
  place(path.join(root, dir), path.join(stage, dir), (rel) => rel === 'node_modules' || skip(rel));
}

writeFileSync(
  path.join(stage, 'INSTALL.md'),
  `# Chapter ${pkg.version} (${process.platform}-${process.arch}, Node ${process.versions.node.split('.')[0]}, ABI ${process.versions.modules})

Runs with plain \`node\` ${process.versions.node.split('.')[0]}.x on ${process.platform}-${process.arch} (glibc): no compiler, no registry.

    node scripts/release-check.mjs      # the dependencies are here and the native ones load
    node scripts/run.mjs migrate        # with the environment of deploy/chapter.env.example
    node scripts/run.mjs main           # or: npm start

Deploying, upgrading and rolling back: docs/operations.md. What changed: CHANGELOG.md.
`,
);

const check = spawnSync(process.execPath, ['scripts/release-check.mjs'], { cwd: stage, stdio: 'inherit' });
if (check.status !== 0) throw new Error('the release check failed on the packed folder');
const archive = path.join(outDir, `${name}.tar.gz`);
// Fast compression: packing runs on every CI run; -1 is 15 % larger than the default and a third of its time.
run('tar', ['--owner=0', '--group=0', '--numeric-owner', '-I', 'gzip -1', '-cf', archive, '-C', outDir, name]);
rmSync(stage, { recursive: true, force: true });
const mb = (statSync(archive).size / 1024 / 1024).toFixed(1);
console.log(
  `${path.relative(root, archive)}: ${mb} MB, ${modules.length} packages, built by ${Date.now() - started} ms`,
);
