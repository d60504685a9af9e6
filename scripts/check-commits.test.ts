import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkCommits, MAX_SUBJECT, TRIVIAL_LINES } from './check-commits.ts';

const SCRIPT = fileURLToPath(new URL('./check-commits.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

/** A throw-away repository with real commits, so the check reads real `git log` output. */
let repo: string;
let start: string;

function git(...args: string[]): string {
  const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, ...env } = process.env;
  const r = spawnSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: { ...env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 'T' },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** Commits `lines` new lines in a file of its own with the message given (subject, then body paragraphs). */
function commit(lines: number, ...message: string[]): string {
  const file = `f${Math.random().toString(36).slice(2)}.txt`;
  writeFileSync(path.join(repo, file), Array.from({ length: lines }, (_, i) => `line ${i}\n`).join(''));
  git('add', file);
  git('-c', 'user.email=t@example.test', 'commit', '-q', ...message.flatMap((m) => ['-m', m]));
  return git('rev-parse', 'HEAD');
}

function runCli(...args: string[]) {
  return spawnSync(TSX, [SCRIPT, '--repo', repo, ...args], { encoding: 'utf8' });
}

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'chapter-commits-'));
  git('init', '-q', '-b', 'main');
  // Before the rule: a long subject and a large commit without a body are grandfathered.
  commit(100, 'An old commit from before the rule, whose subject runs on well past seventy-two characters');
  start = git('rev-parse', 'HEAD');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('the commit-message check', () => {
  it('fails on a subject over 72 characters, naming the commit (seen failing from the command line)', () => {
    commit(1, 'A short subject');
    const long = `Subject ${'x'.repeat(MAX_SUBJECT - 'Subject '.length + 1)}`;
    const bad = commit(1, long);

    const run = runCli('--since', start);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${bad.slice(0, 10)} "${long}": subject is 73 characters (at most 72)`);
    expect(run.stdout).not.toContain('A short subject');
  });

  it('passes a subject of exactly 72 characters, and grandfathers the commits up to the start', () => {
    // 72 characters, two of them outside ASCII: counted as characters, not bytes.
    const exact = `N−1 ✓ ${'x'.repeat(MAX_SUBJECT - 6)}`;
    expect([...exact]).toHaveLength(72);
    commit(1, exact);
    const run = runCli('--since', start);
    expect(run.stdout).toContain('keeps the rule');
    expect(run.status).toBe(0);
  });

  it('wants a body on a change of more than 20 lines, but not on a small one or on a merge', () => {
    commit(TRIVIAL_LINES, 'A small fix needs no body');
    const large = commit(TRIVIAL_LINES + 1, 'A larger change without a reason');
    commit(TRIVIAL_LINES + 1, 'A larger change with a reason', 'Why it was needed, and what was measured.');
    const trailerOnly = commit(50, 'A body of trailers says nothing', 'Signed-off-by: T <t@example.test>');

    git('checkout', '-q', '-b', 'side', start);
    commit(30, 'Work on a branch', 'Its reason.');
    git('checkout', '-q', 'main');
    git('-c', 'user.email=t@example.test', 'merge', '-q', '--no-ff', '-m', "Merge branch 'side'", 'side');

    expect(checkCommits(repo, start)).toEqual([
      `${trailerOnly.slice(0, 10)} "A body of trailers says nothing": changes 50 lines and has no body saying why (and what was measured)`,
      `${large.slice(0, 10)} "A larger change without a reason": changes 21 lines and has no body saying why (and what was measured)`,
    ]);
  });

  it('refuses a fixup left unsquashed', () => {
    const fixup = commit(1, 'fixup! A short subject');
    expect(checkCommits(repo, start)).toEqual([
      `${fixup.slice(0, 10)} "fixup! A short subject": is a fixup to squash before it is shared`,
    ]);
  });

  it('fails, never skips, when the starting commit is missing from a shallow clone', () => {
    commit(1, 'After the start');
    const shallow = mkdtempSync(path.join(tmpdir(), 'chapter-commits-shallow-'));
    try {
      git('clone', '-q', '--depth', '1', `file://${repo}`, shallow);
      const run = spawnSync(TSX, [SCRIPT, '--repo', shallow, '--since', start], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('run `git fetch --unshallow`');
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});
