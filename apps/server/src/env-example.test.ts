import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/chapter.env.example');

/** NAME → value as the file means it: the lines that are not comments, a double-quoted value without its quotes. */
function intended(text: string): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`not a NAME=value line: ${line}`);
    const [, name, raw] = match as unknown as [string, string, string];
    settings.set(name, raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  }
  return settings;
}

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('deploy/chapter.env.example', () => {
  it('loads whole into a POSIX shell (set -a; . file) and the server accepts it in production', () => {
    const settings = intended(readFileSync(example, 'utf8'));
    expect(settings.get('NODE_ENV')).toBe('production');
    expect(settings.get('MAIL_FROM')).toBe('Chapter <no-reply@example.org>');
    // Only what the shell itself adds: nothing from this test run's environment.
    const out = execFileSync('/bin/sh', ['-c', 'set -a; . "$1"; env', 'sh', example], {
      env: { PATH: '/usr/bin:/bin' },
      encoding: 'utf8',
    });
    const sourced = Object.fromEntries(
      out
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    // Every line came through as meant: an unquoted `<` once made sh stop reading the file there.
    for (const [name, value] of settings) expect(sourced[name], name).toBe(value);

    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-env-example-'));
    const env = Object.fromEntries([...settings].filter(([name]) => name !== 'DATA_DIR'));
    const config = loadConfig({ ...env, DATA_DIR: dataDir });
    expect(config).toMatchObject({ env: 'production', appUrl: 'https://chapter.example.org', migrateOnStart: false });
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.databasePool).toEqual({ max: 10, statementTimeoutMs: 15_000 });
    expect(config.backups).toEqual({ dir: '/srv/chapter/backups', intervalHours: 24, keep: 7 });
  });

  it('means the same to systemd: quotes only around whole values, nothing either reader would expand', () => {
    for (const line of readFileSync(example, 'utf8').split('\n')) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      const value = line.slice(line.indexOf('=') + 1);
      // systemd's EnvironmentFile= expands no variables and reads \ as an escape; sh expands $ and `.
      expect(value, line).not.toMatch(/[$`\\']/);
      // A space, < or > needs the quotes in sh; systemd drops the same quotes.
      if (/[\s<>;&|()]/.test(value)) expect(value, line).toMatch(/^"[^"]*"$/);
    }
  });
});
