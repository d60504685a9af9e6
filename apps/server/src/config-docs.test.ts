import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from './config.ts';

/** The page that lists every setting (the README shows only the main ones and links to it). */
const PAGE = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
/** Read by the backup tools rather than the configuration schema, and documented beside the settings. */
const OUTSIDE_THE_SCHEMA = ['PG_DUMP', 'PG_RESTORE'];

/** The names in the first cell of each table row, up to the tests' and tools' own table. */
function documented(page: string): string[] {
  const serverPart = page.split('\n## Settings of the tests and tools')[0] ?? '';
  return serverPart
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string));
}

const missing = (page: string) => SETTINGS.filter((name) => !documented(page).includes(name));
const unknown = (page: string) =>
  documented(page).filter((name) => !SETTINGS.includes(name) && !OUTSIDE_THE_SCHEMA.includes(name));

describe('docs/configuration.md', () => {
  it('has a row for every setting the server reads, and none for a setting it does not', () => {
    expect(SETTINGS.length).toBeGreaterThan(40);
    expect(missing(PAGE)).toEqual([]);
    expect(unknown(PAGE)).toEqual([]);
  });

  it("README's table of the main settings names only real ones", () => {
    expect(documented(README).length).toBeGreaterThan(10);
    expect(unknown(README)).toEqual([]);
  });

  it('would name a setting whose row is gone, and a row for a setting that no longer exists', () => {
    const broken = PAGE.replace(/^\| `SMTP_URL` .*\n/m, '').replace('| `HOST` |', '| `HOST`, `LISTEN_HOST` |');
    expect(missing(broken)).toEqual(['SMTP_URL']);
    expect(unknown(broken)).toEqual(['LISTEN_HOST']);
  });
});
