/**
 * Finds the words written straight into a web screen instead of taken from a message catalogue (docs/i18n.md
 * "No words outside the catalogues"): JSX text, the attributes a person reads or hears (label, title, placeholder,
 * aria-label, alt, hint, description…) given a plain string, and plain strings handed to the outcome toasts.
 * Checked by hard-coded-strings.test.ts.
 */
import ts from 'typescript';

const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'hint',
  'description',
  'emptyText',
  'heading',
  'confirmLabel',
]);
const TOASTS = /^notify(?:Done|Failed|Problem|Warning|Info)$/;
/** Words: two letters in a row, in any script. Punctuation, numbers, symbols and a bare web address are not. */
const LETTERS = /\p{L}{2}/u;
const ADDRESS = /^\s*[a-z]+:\/\/\S*\s*$/;
const WORDS = { test: (text: string) => LETTERS.test(text) && !ADDRESS.test(text) };

/** The user-visible strings written into `source`, as "line: text". */
export function hardCodedStrings(source: string, fileName = 'screen.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const plain = (node: ts.Node | undefined): string | null =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const text = plain(value) ?? (value && ts.isJsxExpression(value) ? plain(value.expression) : null);
      if (text && WORDS.test(text)) add(node, text);
    }
    if (ts.isCallExpression(node) && TOASTS.test(node.expression.getText(file))) {
      for (const arg of node.arguments) {
        const text = plain(arg);
        if (text && WORDS.test(text)) add(arg, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** `npx tsx scripts/hard-coded-strings.ts <file.tsx…>` prints each file's words still outside a catalogue. */
if (process.argv[1]?.endsWith('hard-coded-strings.ts')) {
  const { readFileSync } = await import('node:fs');
  for (const file of process.argv.slice(2)) {
    const words = hardCodedStrings(readFileSync(file, 'utf8'), file);
    console.log(`${file}: ${words.length}`);
    for (const word of words) console.log(`  ${word}`);
  }
}
