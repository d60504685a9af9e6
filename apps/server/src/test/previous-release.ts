import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');
/** The commit of the release before this one: each release writes its predecessor's here (docs/production.md). */
const PIN_FILE = path.join(repoRoot, '.ci/previous-release');

/** The previous release's server, built from its own sources and build script. */
export interface PreviousRelease {
  commit: string;
  /** Its compiled entry points (`main.js`, `migrate.js`…). */
  dist: string;
  /** The migrations it knows, by name. */
  migrations: string[];
  remove(): void;
}

function git(args: string[]): { ok: boolean; out: string } {
  const r = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`.trim() };
}

/** The pinned commit, which must be in this clone's history: a shallow clone is a failure, never a skip. */
function pinnedCommit(): string {
  const commit = readFileSync(PIN_FILE, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith('#'));
  if (!commit || !/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`${PIN_FILE} names no commit`);
  if (git(['cat-file', '-e', `${commit}^{commit}`]).ok) return commit;
  const shallow = git(['rev-parse', '--is-shallow-repository']).out === 'true';
  throw new Error(
    shallow
      ? `The previous release ${commit} is not in this shallow clone: run \`git fetch --unshallow\` (CI must clone with history).`
      : `The previous release ${commit} (${PIN_FILE}) is not in this repository's history.`,
  );
}

/**
 * Extracts the previous release's tree from git into a temporary folder and compiles its server
 * with that release's own build script, as `npm run build` did for it. It runs on this checkout's installed
 * dependencies (symlinked node_modules): a release that changed dependencies would need its own install.
 */
export function buildPreviousRelease(): PreviousRelease {
  const commit = pinnedCommit();
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-previous-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const tar = path.join(dir, 'release.tar');
    // The whole tree (6 MB, a tenth of a second): a release may read any file of it at run time (3.1.0 reads
    // CHANGELOG.md), and the root package.json makes its scripts ES modules.
    const archived = git(['archive', '--format=tar', '-o', tar, commit]);
    if (!archived.ok) throw new Error(`git archive ${commit} failed: ${archived.out}`);
    const untar = spawnSync('tar', ['-xf', tar, '-C', dir], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    for (const modules of ['node_modules', 'apps/server/node_modules']) {
      if (existsSync(path.join(repoRoot, modules))) symlinkSync(path.join(repoRoot, modules), path.join(dir, modules));
    }
    const dist = path.join(dir, 'apps/server/dist');
    const built = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(dir, 'scripts/build-server.ts'), '--outdir', dist],
      { cwd: path.join(dir, 'apps/server'), encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`building the previous release failed:\n${built.stdout}${built.stderr}`);
    const migrations = readdirSync(path.join(dir, 'apps/server/src/db/migrations'))
      .filter((f) => /^\d{4}-.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    return { commit, dist, migrations, remove };
  } catch (err) {
    remove();
    throw err;
  }
}
