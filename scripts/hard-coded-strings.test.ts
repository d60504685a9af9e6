/**
 * Every word a member reads comes from a message catalogue (docs/i18n.md "No words outside the catalogues").
 * Screens not yet moved to catalogues are listed in hard-coded-strings.todo.json with how many words each still
 * holds: a listed file may only go down (and its count is lowered with it), an unlisted one holds none.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TODO = join(ROOT, 'scripts/hard-coded-strings.todo.json');

import { hardCodedStrings } from './hard-coded-strings.ts';

function screens(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/web/src/**/*.tsx'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && !f.endsWith('.test.tsx'));
}

describe('words outside the message catalogues', () => {
  it('finds words in JSX text, read attributes and toasts, and none in messages taken from a catalogue', () => {
    const broken = `
      export const A = () => (
        <section aria-label="Recent activity">
          <h2>Your week</h2>
          <Field label={'Email'} placeholder="name@example.com" />
          <p>{count} · 3</p>
          <button onClick={() => notifyDone('Saved', detail)}>OK</button>
        </section>
      );`;
    expect(hardCodedStrings(broken)).toEqual([
      '3: Recent activity',
      '4: Your week',
      '5: Email',
      '5: name@example.com',
      '7: Saved',
      '7: OK',
    ]);
    const moved = `
      export const A = () => (
        <section aria-label={t('recent')}>
          <h2>{t('week')}</h2>
          <Field label={t('email')} className="flex gap-2" placeholder="https://" />
          <p>{count} · 3</p>
        </section>
      );`;
    expect(hardCodedStrings(moved)).toEqual([]);
  });

  it('holds in the web app: no new words outside a catalogue, and the screens left to move only shrink', () => {
    const todo = JSON.parse(readFileSync(TODO, 'utf8')) as Record<string, number>;
    const now = Object.fromEntries(
      screens()
        .map((f) => [f, hardCodedStrings(readFileSync(join(ROOT, f), 'utf8'), f)] as const)
        .filter(([, found]) => found.length > 0)
        .map(([f, found]) => [f, found.length]),
    );
    const grown = Object.entries(now)
      .filter(([f, n]) => n > (todo[f] ?? 0))
      .map(([f, n]) => {
        const words = hardCodedStrings(readFileSync(join(ROOT, f), 'utf8'), f);
        return `${f}: ${n} (allowed ${todo[f] ?? 0}) — ${words.slice(0, 5).join(' | ')}`;
      });
    expect(grown, 'words written outside a catalogue: put them in the feature’s messages/en.json').toEqual([]);
    // A screen that moved words out lowers its count here (or leaves the list), so they cannot come back.
    const shrunk = Object.entries(todo)
      .filter(([f, n]) => (now[f] ?? 0) < n)
      .map(([f, n]) => `${f}: ${n} → ${now[f] ?? 0}`);
    expect(shrunk, 'lower these counts in scripts/hard-coded-strings.todo.json').toEqual([]);
  });
});
