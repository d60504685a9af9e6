#!/usr/bin/env node
/**
 * Run inside an unpacked release archive (`node scripts/release-check.mjs`): every runtime dependency of the server
 * is in the archive's own node_modules and the native ones load on this machine — SQLite (better-sqlite3, compiled
 * for one Node ABI), argon2 and sharp (prebuilt per platform). `npm run release` runs it on the folder it packs,
 * the Dockerfile on the image, CI on the archive unpacked in an empty folder. Exits 1 naming what is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const here = (dep) =>
  [path.join(root, 'apps/server/node_modules', dep), path.join(root, 'node_modules', dep)].find((dir) =>
    existsSync(path.join(dir, 'package.json')),
  );
const missing = Object.keys(server.dependencies ?? {}).filter((dep) => !here(dep));
if (missing.length > 0) {
  console.error(`release check: not in this folder's node_modules: ${missing.join(', ')}`);
  process.exit(1);
}

// Loaded the way the server loads them: resolved from the compiled server's folder.
const require = createRequire(path.join(root, 'apps/server/dist/main.js'));
const outside = (file) => !path.resolve(file).startsWith(root + path.sep);
const failures = [];
async function check(name, run) {
  try {
    await run();
  } catch (err) {
    failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
await check('better-sqlite3', () => {
  if (outside(require.resolve('better-sqlite3'))) throw new Error('resolved outside this folder');
  const Database = require('better-sqlite3');
  const db = new Database(':memory:');
  if (db.prepare('select 1 as one').get().one !== 1) throw new Error('select 1 did not answer 1');
  db.close();
});
await check('@node-rs/argon2', async () => {
  if (outside(require.resolve('@node-rs/argon2'))) throw new Error('resolved outside this folder');
  const { hash, verify } = require('@node-rs/argon2');
  if (!(await verify(await hash('release check'), 'release check'))) throw new Error('a hash did not verify');
});
await check('sharp', async () => {
  if (outside(require.resolve('sharp'))) throw new Error('resolved outside this folder');
  const sharp = require('sharp');
  const pixel = { create: { width: 1, height: 1, channels: 3, background: '#fff' } };
  const png = await sharp(pixel).png().toBuffer();
  if ((await sharp(png).metadata()).width !== 1) throw new Error('a 1×1 image did not read back');
});
if (failures.length > 0) {
  console.error(`release check failed on Node ${process.version} (ABI ${process.versions.modules}, ${process.arch}):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`release check: ${Object.keys(server.dependencies).length} dependencies here, native ones load`);
