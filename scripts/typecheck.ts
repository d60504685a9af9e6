/**
 * `npm run typecheck`: `tsc -b` over the project references of the root tsconfig.json, with TypeScript 7's native
 * compiler (the `typescript-native` package, docs/decisions/0017-native-type-checker.md). Each package is checked
 * once, under its own name, after the projects it imports; build info kept in .tsbuild/ (git-ignored) lets the next
 * run recheck only the projects whose sources, or whose references' declarations, changed
 * (docs/decisions/0024-project-references.md). Prints one line per project, followed by that project's errors;
 * the exit code fails if any project fails.
 *
 * Usage: tsx scripts/typecheck.ts [folder of a tsconfig.json with references; the repository's by default]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
/** The compiler itself, run by this Node: no npx start-up. */
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

/** `--verbose` lines: `03:02:48 AM - Project 'apps/server/tsconfig.json' is out of date because …`. */
const VERBOSE = /^\d{1,2}:\d{2}:\d{2}(?: [AP]M)? - (.*)$/;
const STATUS = /^Project '(.+?)[/\\]?tsconfig\.json' is (up to date|out of date)/;

type Result = { project: string; status: 'ok' | 'FAILED' | 'up to date'; output: string[] };

/**
 * Splits `tsc -b --verbose` output into projects: the builder prints each project's status line, then what checking
 * it reported, one project after another in the references' order.
 */
function perProject(output: string): Result[] {
  const results: Result[] = [];
  let current: Result | undefined;
  for (const line of output.split(/\r?\n/)) {
    const verbose = VERBOSE.exec(line);
    const status = verbose && STATUS.exec(verbose[1] ?? '');
    if (status) {
      const project = status[1] || '.';
      current = results.find((r) => r.project === project);
      if (!current) {
        current = { project, status: status[2] === 'up to date' ? 'up to date' : 'ok', output: [] };
        results.push(current);
      }
    } else if (!verbose && current && line.trim() && !line.startsWith('    * ')) {
      current.output.push(line);
      if (/: error TS\d+/.test(line) || /^error TS\d+/.test(line)) current.status = 'FAILED';
    }
  }
  return results.filter((r) => r.project !== '.');
}

/**
 * Two checkers per project, not the compiler's default four: each checker resolves the types its files share again,
 * and on two cores more of them add CPU time, not speed (a cold build: 42 instead of 62 CPU-seconds, 210 against
 * 199 s of wall time, in back-to-back runs).
 */
const CHECKERS = '2';

const started = performance.now();
const tsc = spawnSync(process.execPath, [TSC, '-b', '--verbose', '--pretty', 'false', '--checkers', CHECKERS], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${tsc.stdout}${tsc.stderr}`;
const results = perProject(output);
for (const r of results) {
  console.log(`tsc -b ${r.project}: ${r.status}`);
  if (r.output.length > 0) console.log(r.output.join('\n'));
}
const failed = tsc.status !== 0 || results.some((r) => r.status === 'FAILED');
// Output this script could not attribute to a project (a broken tsconfig.json, a compiler crash) is shown whole.
if (failed && !results.some((r) => r.status === 'FAILED')) console.log(output.trim());
console.log(`${results.length} projects checked, ${((performance.now() - started) / 1000).toFixed(0)} seconds`);
process.exit(failed ? 1 : 0);
