/**
 * `npm run size` (part of `npm test`, after the build): the JavaScript the login route needs before it can
 * render — the entry, its static imports and the login screen's chunk with its static imports — must stay
 * within 150 KB gzipped (QUALITY.md web performance). Prints what every route adds on top of the entry.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const routesDir = path.join(root, 'apps/web/src/app/routes');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('size budget: apps/web/dist is missing; run `npm run build` first');
  process.exit(1);
}

const gz = new Map<string, number>();
const gzipKb = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file) as number;
};

/** A chunk and everything it imports statically (dynamic `import()` loads later and is not counted). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:from\s*|import\s*)["']\.\/([\w.-]+\.js)["']/g)) {
    closure(path.join(path.dirname(file), m[1] as string), seen);
  }
  return seen;
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/<script[^>]*src="\/([^"]+\.js)"/g)].map((m) => m[1] as string);
const entry = new Set<string>();
for (const f of entryFiles) for (const c of closure(f)) entry.add(c);
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipKb(f), 0);
const entryKb = sum(entry);

const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const routes = readdirSync(routesDir)
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => f.replace(/\.tsx$/, ''));
const rows: [string, number, number][] = [];
for (const route of routes) {
  const chunk = assets.find((a) => new RegExp(`^${route}-[\\w-]{8}\\.js$`).test(a));
  if (!chunk) continue;
  const own = [...closure(`assets/${chunk}`)].filter((f) => !entry.has(f));
  const ownKb = sum(own);
  rows.push([route, ownKb, entryKb + ownKb]);
}
rows.sort((a, b) => b[2] - a[2]);
console.log(`entry (index.html scripts + static imports): ${entryKb.toFixed(1)} KB gzipped, ${entry.size} files`);
console.log('route chunk              own KB gz   initial KB gz');
for (const [route, own, total] of rows) {
  console.log(`${route.padEnd(24)} ${own.toFixed(1).padStart(9)} ${total.toFixed(1).padStart(15)}`);
}
const login = rows.find(([r]) => r === 'auth');
if (!login) {
  console.error('size budget: no chunk for the login route (routes/auth.tsx) found');
  process.exit(1);
}
const ok = login[2] <= BUDGET_KB;
console.log(
  `login route initial JS: ${login[2].toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) ${ok ? 'OK' : 'OVER BUDGET'}`,
);
if (!ok) process.exit(1);
