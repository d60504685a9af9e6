/**
 * The commit-message rule (CONTRIBUTING.md "Commits"), checked by `npm run lint` over every commit after a fixed
 * starting commit: the history before it is grandfathered, everything since must keep the rule.
 *
 * - The subject (git's first paragraph) is at most 72 characters, so `git log --oneline`, GitHub and e-mail show it
 *   whole; it is never a `fixup!`/`squash!` left unsquashed.
 * - A commit that changes more than TRIVIAL_LINES lines has a body (why, and what was measured). Merges need none:
 *   their branches' commits carry the reasons.
 *
 * The starting commit must be in the clone's history: a shallow clone is a failure, never a skip (CI clones with
 * history; the rollback test needs it too).
 *
 * Usage: tsx scripts/check-commits.ts [--repo <dir>] [--since <commit>]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The last commit of main before the rule: it and its ancestors are grandfathered. */
export const RULE_STARTS_AFTER = 'c68fb092af6534679606d53cb2935b2867ea07e7';
export const MAX_SUBJECT = 72;
/** Added plus deleted lines up to which a commit may go without a body (a typo, a version bump, a one-line fix). */
export const TRIVIAL_LINES = 20;
/**
 * Commits already merged into main that break the rule: rewording them would rewrite main's history. Each entry
 * says why it stays; add none for a commit that is still only on a branch (reword it there instead).
 */
const GRANDFATHERED: ReadonlyMap<string, string> = new Map([
  // Landed through a merge before the check ran on that branch: a docs-only commit, rewording it would rewrite main.
  ['d89cfc382edd65107f1c85e11e1dc1851927b6e0', 'decision 0024 docs, merged without a body'],
  ['46f131b74573774e0d58f931b185c2ced9a03437', 'decision 0020 docs, merged without a body'],
  ['96e0917e92f6f8572ede13a0591bdb84b698eb30', 'decision 0023 docs, merged without a body'],
]);
/** Files whose size says nothing about the change: npm rewrites the lockfile for a one-line dependency bump. */
const NOT_COUNTED = new Set(['package-lock.json']);
const TRAILER = /^(signed-off-by|co-authored-by|reviewed-by|change-id):/i;

export interface Commit {
  hash: string;
  parents: number;
  subject: string;
  body: string;
  changedLines: number;
}

/** Why a commit breaks the rule; empty when it keeps it. */
export function commitProblems(c: Commit): string[] {
  const problems: string[] = [];
  const length = [...c.subject].length;
  if (length === 0) problems.push('has no subject');
  if (length > MAX_SUBJECT) problems.push(`subject is ${length} characters (at most ${MAX_SUBJECT})`);
  if (/^(fixup|squash|amend)! /.test(c.subject)) problems.push('is a fixup to squash before it is shared');
  const body = c.body
    .split('\n')
    .filter((line) => !TRAILER.test(line.trim()))
    .join('\n')
    .trim();
  if (c.parents < 2 && c.changedLines > TRIVIAL_LINES && body === '')
    problems.push(`changes ${c.changedLines} lines and has no body saying why (and what was measured)`);
  return problems;
}

function git(repo: string, args: string[]): string {
  // GIT_DIR and GIT_WORK_TREE from a hook or an outer repository would point git elsewhere than `repo`.
  const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, ...env } = process.env;
  const r = spawnSync('git', args, { cwd: repo, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${`${r.stderr}${r.stdout}`.trim()}`);
  return r.stdout;
}

function succeeds(repo: string, args: string[]): boolean {
  return spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).status === 0;
}

/** The commits after `since` up to HEAD, newest first; throws when `since` is not in HEAD's history. */
export function commitsSince(repo: string, since: string): Commit[] {
  if (!succeeds(repo, ['cat-file', '-e', `${since}^{commit}`])) {
    const shallow = succeeds(repo, ['rev-parse', '--is-shallow-repository'])
      ? git(repo, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
      : false;
    throw new Error(
      shallow
        ? `The starting commit ${since} is not in this shallow clone: run \`git fetch --unshallow\` (CI must clone with history).`
        : `The starting commit ${since} is not in this repository's history.`,
    );
  }
  if (!succeeds(repo, ['merge-base', '--is-ancestor', since, 'HEAD']))
    throw new Error(`HEAD does not descend from the starting commit ${since}: rebase on main first.`);

  const range = `${since}..HEAD`;
  const lines = new Map<string, number>();
  let current = '';
  for (const line of git(repo, ['log', '--no-renames', '--numstat', '--format=%x1e%H', range]).split('\n')) {
    if (line.startsWith('\x1e')) {
      current = line.slice(1);
      lines.set(current, 0);
      continue;
    }
    // "<added>\t<deleted>\t<path>"; a binary file shows "-\t-\t<path>" and counts as no lines.
    const [added, deleted, file] = line.split('\t');
    if (file === undefined || NOT_COUNTED.has(path.basename(file))) continue;
    lines.set(current, (lines.get(current) ?? 0) + (Number(added) || 0) + (Number(deleted) || 0));
  }

  return git(repo, ['log', '--format=%H%x1f%P%x1f%s%x1f%b%x1e', range])
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [hash = '', parents = '', subject = '', body = ''] = record.split('\x1f');
      return {
        hash,
        parents: parents.split(' ').filter(Boolean).length,
        subject,
        body,
        changedLines: lines.get(hash) ?? 0,
      };
    });
}

/** One line per commit that breaks the rule, naming it; empty when every commit keeps it. */
export function checkCommits(repo: string, since = RULE_STARTS_AFTER): string[] {
  return commitsSince(repo, since)
    .filter((c) => !GRANDFATHERED.has(c.hash))
    .flatMap((c) => {
      const problems = commitProblems(c);
      return problems.length === 0 ? [] : [`${c.hash.slice(0, 10)} "${c.subject}": ${problems.join('; ')}`];
    });
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const repo = option('--repo') ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const since = option('--since') ?? RULE_STARTS_AFTER;
  try {
    const problems = checkCommits(repo, since);
    if (problems.length > 0) {
      console.log(`Commit messages that break the rule (CONTRIBUTING.md "Commits"):\n${problems.join('\n')}`);
      console.log('Reword them before sharing the branch: `git rebase -i` with "reword".');
      process.exit(1);
    }
    console.log(`commit messages: every commit since ${since.slice(0, 10)} keeps the rule`);
  } catch (error) {
    console.log((error as Error).message);
    process.exit(1);
  }
}
