/**
 * Release notes shown in About → Changelog and in the 'Update Available' dialog, read from the repository's
 * CHANGELOG.md (the one source: the release archive ships it beside package.json). Newest first. The web renders
 * this HTML only through its DOMPurify wrapper, and everything taken from the file is escaped here anyway.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverDir } from '../../ops/server-entry.ts';

/** CHANGELOG.md at the repository's (or unpacked release's) root, two folders above apps/server. */
export const changelogFile = path.resolve(serverDir, '../../CHANGELOG.md');

interface Release {
  version: string;
  date: string;
  /** Sections in the file's order (Added, Changed, …), each a list of notes. */
  sections: Array<{ title: string; notes: string[] }>;
}

const RELEASE_HEADING = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\s*$/;

/** The releases of a Keep a Changelog file: `## [x.y.z] - date`, `### Section`, `- note` (continued when indented). */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  for (const line of markdown.split('\n')) {
    const heading = RELEASE_HEADING.exec(line);
    const release = releases.at(-1);
    const section = release?.sections.at(-1);
    if (heading) releases.push({ version: heading[1] as string, date: heading[2] as string, sections: [] });
    else if (release && line.startsWith('### ')) release.sections.push({ title: line.slice(4).trim(), notes: [] });
    else if (section && line.startsWith('- ')) section.notes.push(line.slice(2).trim());
    else if (section && section.notes.length > 0 && /^\s+\S/.test(line)) {
      section.notes[section.notes.length - 1] += ` ${line.trim()}`;
    }
  }
  return releases;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Escaped text with `code` spans (monospace by the web's base styles): the only inline markup the notes use. */
const inline = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Sections as bold lines, not headings: the app's rich-text styles have none for h4 (page-weight budgets). */
function releasesHtml(releases: Release[]): string {
  return releases
    .map(
      (r) =>
        `<h3>Version ${escapeHtml(r.version)} <small>(${escapeHtml(r.date)})</small></h3>${r.sections
          .map(
            (s) =>
              `<p><strong>${inline(s.title)}</strong></p><ul>${s.notes.map((n) => `<li>${inline(n)}</li>`).join('')}</ul>`,
          )
          .join('')}`,
    )
    .join('');
}

let cached: string | undefined;
/** Read once per process: a release's notes do not change while it runs. */
export function changelogHtml(): string {
  cached ??= releasesHtml(parseChangelog(readFileSync(changelogFile, 'utf8')));
  return cached;
}
