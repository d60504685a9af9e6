import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/decisions/0022-server-kernel.md, each seen failing on a small broken tree written to a
 * temporary folder (the repository's own tree passing them is `npm run lint`'s job). The tools run on the fixture
 * with the repository's real configuration, so a rule edited into uselessness fails here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = (tool: string) => path.join(ROOT, 'node_modules/.bin', tool);

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A throwaway tree of files at repository-relative paths. */
function fixture(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'architecture-rules-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function run(tool: string, args: string[], cwd: string): string {
  const out = spawnSync(bin(tool), args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return `${out.stdout}${out.stderr}`;
}

/** dependency-cruiser on the fixture's apps/ folder with one of the repository's configurations. */
function depcruise(tree: string, config: string, start = 'apps'): string {
  copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(tree, 'tsconfig.base.json'));
  return run('depcruise', [start, '--config', path.join(ROOT, config)], tree);
}

/**
 * Biome on the fixture with the repository's biome.json: the same overrides and plugin file, the plugin named by its
 * absolute path since the fixture lives elsewhere (and outside git, so without the ignore file).
 */
function biomeLint(tree: string, file: string): string {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  const absolute = (plugins: string[] = []) => plugins.map((p) => path.join(ROOT, p));
  config.plugins = absolute(config.plugins);
  for (const o of config.overrides) o.plugins = absolute(o.plugins);
  writeFileSync(path.join(tree, 'biome.json'), JSON.stringify(config));
  return run('biome', ['lint', '--max-diagnostics=none', file], tree);
}

const QUERY_IN_A_SERVICE = `import { sql } from 'kysely';
export async function names(db: { selectFrom(t: string): { execute(): Promise<unknown> } }) {
  await sql\`select 1\`;
  return db.selectFrom('users').execute();
}
`;

describe('only-repositories-query (Biome plugin)', { timeout: 120_000 }, () => {
  it('flags a service that builds a query or imports sql, and lets a repository do both', () => {
    const tree = fixture({
      'apps/server/src/modules/example/example.service.ts': QUERY_IN_A_SERVICE,
      'apps/server/src/modules/example/example.repository.ts': QUERY_IN_A_SERVICE,
      'apps/server/src/kernel/example.ts': QUERY_IN_A_SERVICE,
    });
    const service = biomeLint(tree, 'apps/server/src/modules/example/example.service.ts');
    expect(service.match(/only-repositories-query/g)).toHaveLength(2);
    for (const allowed of [
      'apps/server/src/modules/example/example.repository.ts',
      'apps/server/src/kernel/example.ts',
    ]) {
      const out = biomeLint(tree, allowed);
      expect(out).toContain('Checked 1 file');
      expect(out).not.toContain('only-repositories-query');
    }
  });
});

describe('no-module-cycles (dependency-cruiser, folder scope)', { timeout: 120_000 }, () => {
  it('finds two modules that use each other through files that form no file cycle', () => {
    const tree = fixture({
      'apps/server/src/modules/alpha/alpha.service.ts': `import { beta } from '../beta/beta.repository.ts';\nexport const alpha = () => beta();\n`,
      'apps/server/src/modules/alpha/alpha-rules.ts': `export const rule = 1;\n`,
      'apps/server/src/modules/beta/beta.repository.ts': `import { rule } from '../alpha/alpha-rules.ts';\nexport const beta = () => rule;\n`,
    });
    const out = depcruise(tree, '.dependency-cruiser.modules.cjs', 'apps/server/src/modules');
    expect(out).toContain('no-module-cycles');
    expect(out).toMatch(/apps\/server\/src\/modules\/alpha →\s+apps\/server\/src\/modules\/beta/);
    // The file-level rule sees no cycle here: why the module-level one exists.
    expect(depcruise(tree, '.dependency-cruiser.cjs')).not.toContain('no-circular');
  });

  it('lets one module use another one way', () => {
    const tree = fixture({
      'apps/server/src/modules/alpha/alpha.service.ts': `import { beta } from '../beta/beta.repository.ts';\nexport const alpha = () => beta();\n`,
      'apps/server/src/modules/beta/beta.repository.ts': `export const beta = () => 1;\n`,
    });
    expect(depcruise(tree, '.dependency-cruiser.modules.cjs', 'apps/server/src/modules')).toContain(
      'no dependency violations found',
    );
  });
});

describe('kernel-uses-no-module (dependency-cruiser)', { timeout: 120_000 }, () => {
  it('refuses a kernel file that imports a feature module', () => {
    const tree = fixture({
      'apps/server/src/kernel/lookups.ts': `import { beta } from '../modules/beta/beta.repository.ts';\nexport const look = () => beta();\n`,
      'apps/server/src/modules/beta/beta.repository.ts': `export const beta = () => 1;\n`,
    });
    expect(depcruise(tree, '.dependency-cruiser.cjs')).toContain('kernel-uses-no-module');
  });
});
