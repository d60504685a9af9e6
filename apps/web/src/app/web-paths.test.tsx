import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from './router.tsx';

/**
 * The table of web paths (packages/shared/src/web-paths.ts) gives every link of the web app, the e-mails and the
 * pushes; a path no route matches lands on the fallback, which sends the member home without a word.
 */
type Table = Record<string, string>;
const table: Table = { ...webPaths };

/** Each entry's path with every parameter filled, and again without its optional ones. */
function samplePaths(entries: Table): string[] {
  return Object.values(entries).flatMap((pattern) => [
    pattern.replace(/:\w+\??/g, 'sample'),
    pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'sample'),
  ]);
}

/** The sample paths that only the catch-all route (or nothing) matches. */
function unroutedPaths(routes: RouteObject[], entries: Table): string[] {
  return [...new Set(samplePaths(entries))].filter((sample) => {
    const leaf = matchRoutes(routes, sample)?.at(-1);
    return leaf === undefined || leaf.route.path === '*';
  });
}

/** Every route path the router spells, from its nested route objects. */
function routerPatterns(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...routerPatterns(r.children ?? [])]);
}

/**
 * A pattern with parameters used as a link as it stands (`to={webPaths.meeting}` leads to "/meetings/:meetingId"):
 * outside the router's `path:` and `useMatch(`, such a pattern is only ever filled in by `webPath(`.
 */
function unfilledPatterns(source: string, entries: Table): string[] {
  const found = source.matchAll(/(webPath\(|path: |useMatch\()?webPaths\.(\w+)/g);
  return [...found].filter(([, filled, name]) => !filled && entries[name ?? '']?.includes(':')).map(([use]) => use);
}

/** The application's own files (tests spell paths and misuses on purpose). */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join(dir, file));
}

describe('the table of web paths', () => {
  it('opens a route of the router for every entry', () => {
    expect(unroutedPaths(appRoutes, table)).toEqual([]);
  });

  it('notices an entry that no route has', () => {
    const broken = { ...table, retired: '/meetings-archive/:meetingId' };
    expect(unroutedPaths(appRoutes, broken)).toEqual(['/meetings-archive/sample']);
  });

  it('is where every route path of the router comes from', () => {
    const patterns = new Set(Object.values(table));
    expect(routerPatterns(appRoutes).filter((p) => p !== '*' && !patterns.has(p))).toEqual([]);
  });

  it('is filled in wherever a pattern with parameters is a link, in the web app and the server', () => {
    const roots = ['..', '../../../server/src'].map((dir) => path.resolve(import.meta.dirname, dir));
    const misused = roots
      .flatMap(sources)
      .flatMap((file) => unfilledPatterns(readFileSync(file, 'utf8'), table).map((use) => `${file}: ${use}`));
    expect(misused).toEqual([]);
  });

  it('notices a pattern with parameters used as a link', () => {
    const source =
      '<Link to={webPaths.meeting}>; navigate(webPath(webPaths.meeting, { meetingId })); to={webPaths.home}';
    expect(unfilledPatterns(source, table)).toEqual(['webPaths.meeting']);
  });

  it('builds paths with their parameters, optional segments and query', () => {
    expect(webPath(webPaths.meeting, { meetingId: 42 })).toBe('/meetings/42');
    expect(webPath(webPaths.settings)).toBe('/settings');
    expect(webPath(webPaths.settings, { category: 'appearance', subcategory: 'theme' })).toBe(
      '/settings/appearance/theme',
    );
    expect(webPath(webPaths.activity, { type: 'one-to-one', record: 5, filter: 'received' })).toBe(
      '/activity/one-to-one?record=5&filter=received',
    );
    expect(webPath(webPaths.visitorResponse, { action: 'accept', token: 'a/b c', alreadyProcessed: undefined })).toBe(
      '/visitor/response?action=accept&token=a%2Fb%20c',
    );
    expect(webPath(webPaths.passwordReset, { token: 'x/y' })).toBe('/password-reset/x%2Fy');
  });
});
