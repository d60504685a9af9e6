import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_VERSION } from '@chapter/shared/constants';
import { compareVersions } from '@chapter/shared/version';
import { afterEach, describe, expect, it } from 'vitest';
import { serverDir } from '../../ops/server-entry.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { changelogFile, parseChangelog } from './changelog.ts';

const root = path.resolve(serverDir, '../..');
const versionOf = (dir: string) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;
const releases = parseChangelog(readFileSync(changelogFile, 'utf8'));

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('release identity', () => {
  it('is one version: package.json, every workspace, the built-in client and the newest CHANGELOG.md entry', () => {
    const version = versionOf('.');
    expect(releases[0]?.version).toBe(version);
    expect(CLIENT_VERSION).toBe(version);
    for (const dir of ['apps/server', 'apps/web', 'packages/shared', 'e2e', 'bench'])
      expect(versionOf(dir)).toBe(version);
  });

  it('lists releases newest first, each dated and with notes', () => {
    expect(releases.length).toBeGreaterThanOrEqual(2);
    for (const [i, r] of releases.entries()) {
      if (i > 0) expect(compareVersions(releases[i - 1]?.version ?? '', r.version)).toBe(1);
      expect(Number.isNaN(Date.parse(r.date))).toBe(false);
      expect(r.sections.flatMap((s) => s.notes).length).toBeGreaterThan(0);
    }
  });

  it("serves CHANGELOG.md as the app's changelog, and /readyz names the release", async () => {
    t = await createTestApp();
    const html: string = (await t.app.inject({ method: 'GET', url: '/api/about/changelog' })).json().html;
    const newest = releases[0];
    expect(html.startsWith(`<h3>Version ${newest?.version} <small>(${newest?.date})</small></h3>`)).toBe(true);
    // Every note of every release, wrapped lines joined, `code` as <code>.
    for (const note of releases.flatMap((r) => r.sections.flatMap((s) => s.notes))) {
      expect(html).toContain(`<li>${note.replace(/&/g, '&amp;').replace(/`([^`]+)`/g, '<code>$1</code>')}</li>`);
    }
    expect(html).toContain('<li>Sign in, registration with a group code and password reset by e-mail.</li>');
    const ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready.version).toBe(versionOf('.'));
  });
});
