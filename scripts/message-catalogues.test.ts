/**
 * The message catalogues, the web app's and the server's, are complete and consistent (docs/i18n.md "Catalogues"):
 * every `messages/` folder has every language the app offers, each with exactly English's keys; every message is
 * valid ICU and uses the values English uses, no more and no fewer (a translation that drops `{name}` would print a
 * sentence without the name, one that adds `{nme}` would print nothing there).
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../packages/shared/src/languages.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Catalogue = Record<string, string>;

/** The values a message puts in ("name", "count"), sorted. */
function valuesOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** What is wrong with `translation` against English, one line each. */
function catalogueProblems(english: Catalogue, translation: Catalogue, locale: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in translation)) problems.push(`${locale}: "${key}" is missing`);
  for (const key of Object.keys(translation))
    if (!(key in english)) problems.push(`${locale}: "${key}" is not English's`);
  const mf = new MessageFormat(locale);
  for (const [key, message] of Object.entries(translation)) {
    try {
      mf.compile(message);
    } catch (err) {
      problems.push(`${locale}: "${key}" is not valid ICU (${(err as Error).message})`);
      continue;
    }
    const source = english[key];
    if (source !== undefined && valuesOf(source).join() !== valuesOf(message).join()) {
      problems.push(
        `${locale}: "${key}" puts in {${valuesOf(message).join(', ')}}, English {${valuesOf(source).join(', ')}}`,
      );
    }
  }
  return problems;
}

function catalogueFolders(): string[] {
  return [
    ...new Set(
      execFileSync(
        'git',
        [
          'ls-files',
          '--cached',
          '--others',
          '--exclude-standard',
          'apps/web/src/**/messages/en.json',
          'apps/server/src/**/messages/en.json',
          'packages/shared/src/**/messages/en.json',
        ],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      )
        .split('\n')
        .filter(Boolean)
        .map((f) => dirname(f)),
    ),
  ];
}

const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Catalogue;

describe('message catalogues', () => {
  it('finds a missing key, a stray key, invalid ICU and a changed value', () => {
    const english = { hello: 'Hello, {name}!', count: '{n, plural, one {# visitor} other {# visitors}}', bye: 'Bye' };
    expect(
      catalogueProblems(english, { hello: 'Hola, {nombre}!', count: '{n, plural, one {# visitante', extra: 'x' }, 'es'),
    ).toEqual([
      'es: "bye" is missing',
      'es: "extra" is not English\'s',
      'es: "hello" puts in {nombre}, English {name}',
      expect.stringMatching(/^es: "count" is not valid ICU/),
    ]);
    expect(catalogueProblems(english, { ...english, bye: 'Adiós' }, 'es')).toEqual([]);
  });

  it('has every language for every feature, complete and consistent', () => {
    const folders = catalogueFolders();
    expect(folders.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const folder of folders) {
      const english = read(`${folder}/en.json`);
      problems.push(...catalogueProblems(english, english, 'en').map((p) => `${folder}: ${p}`));
      for (const locale of LANGUAGE_CODES.filter((l) => l !== 'en')) {
        let translation: Catalogue;
        try {
          translation = read(`${folder}/${locale}.json`);
        } catch {
          problems.push(`${folder}: no ${locale}.json`);
          continue;
        }
        problems.push(...catalogueProblems(english, translation, locale).map((p) => `${folder}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
});
