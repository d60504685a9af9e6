/**
 * The shared rules say their problems through the validation catalogue (docs/i18n.md "Validation messages"): a zod
 * check's message, an `error`/`message` given to a schema or an issue, is `said('key', values)`, never English
 * written in place, so the web app can show it in the member's language. Run first against a broken example.
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LETTERS = /\p{L}{2}/u;
/** The password rules are worded by each screen from their index (the sign-in catalogue's password rules). */
const WORDED_ELSEWHERE = new Set(['packages/shared/src/password-rules.ts']);

/** English written where a shared schema says a problem, as "line: text". */
function unsaid(source: string): string[] {
  const file = ts.createSourceFile('rules.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const words = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
      ? LETTERS.test(node.getText(file))
      : false;
  const add = (node: ts.Node) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText(file)}`);
  const visit = (node: ts.Node) => {
    // .min(1, 'Name is required'), .regex(re, '…'), .refine(fn, '…'), .int('…'), z.string('…')
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      // A check's message follows its limit or test; these take the message alone.
      const messages = ['int', 'email', 'string', 'number', 'nonempty'].includes(name)
        ? node.arguments
        : node.arguments.slice(1);
      if (name !== 'join' && name !== 'describe') for (const arg of messages) if (words(arg)) add(arg);
    }
    // const PHONE_MESSAGE = '…', a message kept for several rules
    if (ts.isVariableDeclaration(node) && /MESSAGE$/.test(node.name.getText(file)) && words(node.initializer))
      add(node.initializer as ts.Node);
    // { error: '…' }, { message: '…' }
    if (
      ts.isPropertyAssignment(node) &&
      ['error', 'message'].includes(node.name.getText(file)) &&
      words(node.initializer)
    )
      add(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the shared rules’ words', () => {
  it('finds English written in a check, an error or an issue, and none said through the catalogue', () => {
    const broken = `
      const a = z.string({ error: 'Name is required' }).min(1, 'Name is required').max(9, \`At most \${9}\`);
      const b = z.number().int('Whole only').refine((v) => v > 0, { message: 'Above zero' });
      ctx.addIssue({ code: 'custom', message: 'No' + 'pe' });
      export const PHONE_MESSAGE = 'Digits only';`;
    expect(unsaid(broken)).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal the check reports, as written
      '2: `At most ${9}`',
      "2: 'Name is required'",
      "2: 'Name is required'",
      "3: 'Whole only'",
      "3: 'Above zero'",
      "5: 'Digits only'",
    ]);
    const moved = `
      const a = z.string({ error: said('nameRequired') }).min(1, said('nameRequired')).regex(/^[a-z]+$/);
      const b = z.enum(CODES, { error: said('chooseOneOf', { options: CODES.join(', ') }) }).describe('codes');`;
    expect(unsaid(moved)).toEqual([]);
  });

  it('holds in packages/shared', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'packages/shared/src'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !WORDED_ELSEWHERE.has(f));
    const found = files.flatMap((f) => unsaid(readFileSync(resolve(ROOT, f), 'utf8')).map((w) => `${f}:${w}`));
    expect(found).toEqual([]);
  });

  it('says English with plain values only, which said() puts in without a message formatter', () => {
    const english = JSON.parse(
      readFileSync(resolve(ROOT, 'packages/shared/src/validation/messages/en.json'), 'utf8'),
    ) as Record<string, string>;
    const fancy = Object.entries(english)
      .filter(([, message]) => parse(message).some((t) => t.type !== 'content' && t.type !== 'argument'))
      .map(([key]) => key);
    expect(fancy).toEqual([]);
  });
});
