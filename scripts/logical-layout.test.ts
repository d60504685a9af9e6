/**
 * Layouts name sides logically (docs/web-conventions.md "Start and end, not left and right"): a class that names a
 * physical side (`pl-4`, `mr-2`, `left-3`, `text-right`, `border-l-4`) lays a right-to-left language out backwards,
 * while `ps-4`, `me-2`, `start-3`, `text-end` and `border-s-4` follow the page's direction. Centring
 * (`left-1/2` with `-translate-x-1/2`) is the same either way and stays allowed.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const BEFORE = String.raw`(?<=^|[\s"'\x60:])`;
const AFTER = String.raw`(?=$|[\s"'\x60])`;
const VALUE = String.raw`(?:\[[^\]\s]+\]|[0-9./]+|px|auto|full)`;
const PHYSICAL = new RegExp(
  [
    String.raw`${BEFORE}-?(?:scroll-)?[mp][lr]-${VALUE}${AFTER}`,
    String.raw`${BEFORE}-?(?:left|right)-${VALUE}${AFTER}`,
    String.raw`${BEFORE}(?:text|float|clear)-(?:left|right)${AFTER}`,
    String.raw`${BEFORE}(?:border|rounded)-(?:[lr]|[tb][lr])(?:-${VALUE}|-[a-z]+)?${AFTER}`,
  ].join('|'),
  'g',
);
const CENTRING = /^-?(?:left|right)-1\/2$/;

/** The classes in `source` that name a physical side, centring left out. */
function physicalClasses(source: string): string[] {
  return [...source.matchAll(PHYSICAL)].map((m) => m[0]).filter((c) => !CENTRING.test(c));
}

describe('logical sides in the web app’s classes', () => {
  it('flags each class that names a physical side, and passes logical ones, centring and plain words', () => {
    expect(
      physicalClasses(`className="pl-4 text-right md:mr-2 -left-3 border-l-4 rounded-tl-lg pr-[3px] ml-auto"`),
    ).toEqual(['pl-4', 'text-right', 'mr-2', '-left-3', 'border-l-4', 'rounded-tl-lg', 'pr-[3px]', 'ml-auto']);
    expect(physicalClasses(`cn('ps-4 pe-2 ms-auto -me-1 start-0 end-3 text-start border-s-4 rounded-s-lg')`)).toEqual(
      [],
    );
    expect(physicalClasses(`'fixed top-0 left-1/2 -translate-x-1/2'`)).toEqual([]);
    expect(physicalClasses(`side="left" // the left-hand panel, text-align in prose`)).toEqual([]);
  });

  it('finds none in the web app’s source', () => {
    const files = execFileSync('git', ['ls-files', 'apps/web/src/*.tsx', 'apps/web/src/*.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => physicalClasses(line).map((c) => `${file}:${i + 1} ${c}`)),
    );
    expect(found).toEqual([]);
  });
});
