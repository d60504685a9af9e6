import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

/** A two-project tree shaped like the repository's: `lib` declares what `server` imports. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'typecheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
const options = {
  target: 'ES2023',
  lib: ['ES2023'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  strict: true,
  allowImportingTsExtensions: true,
  types: [],
};
write('tsconfig.json', JSON.stringify({ files: [], references: [{ path: 'lib' }, { path: 'server' }] }));
write(
  'lib/tsconfig.json',
  JSON.stringify({
    compilerOptions: { ...options, composite: true, emitDeclarationOnly: true, outDir: '../.tsbuild/lib' },
    include: ['*.ts'],
  }),
);
write('lib/names.ts', "export const NAME = 'chapter';\n");
write(
  'server/tsconfig.json',
  JSON.stringify({
    compilerOptions: { ...options, noEmit: true, incremental: true, tsBuildInfoFile: '../.tsbuild/server.tsbuildinfo' },
    include: ['*.ts'],
    references: [{ path: '../lib' }],
  }),
);

function typecheck(): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'typecheck.ts', dir], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

// Three compiler runs: a few seconds each on an idle machine, a minute together on two cores shared with much else.
test('an error fails the check under its own project, and a rerun checks only what changed', () => {
  write('server/main.ts', "import { NAME } from '../lib/names.ts';\nexport const size: string = NAME.length;\n");
  const broken = typecheck();
  expect(broken.output).toContain('tsc -b lib: ok\n');
  expect(broken.output).toMatch(/tsc -b server: FAILED\nserver\/main\.ts\(2,14\): error TS2322/);
  expect(broken.code).toBe(1);

  write('server/main.ts', "import { NAME } from '../lib/names.ts';\nexport const size: number = NAME.length;\n");
  const fixed = typecheck();
  expect(fixed.output).toContain('tsc -b lib: up to date\n');
  expect(fixed.output).toContain('tsc -b server: ok\n');
  expect(fixed.code).toBe(0);

  expect(typecheck().output).toMatch(/tsc -b lib: up to date\ntsc -b server: up to date\n/);
}, 180_000);
