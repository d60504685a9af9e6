import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LONG_SECRET = 'a-production-secret-of-more-than-32-chars!';

describe('loadConfig', () => {
  it('refuses production with DATABASE_URL and no JWT_SECRET', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/chapter', DATA_DIR: tempDir() }),
    ).toThrow(/JWT_SECRET: required in production/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters, listing the problem', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(
      /JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 characters/);
  });

  it('lists every invalid setting at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', APP_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('APP_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('accepts production with a long enough JWT_SECRET', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: LONG_SECRET,
      DATA_DIR: tempDir(),
    });
    expect(config.jwtSecret).toBe(LONG_SECRET);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('generates a secret in DATA_DIR in embedded mode and reuses it on the next start', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('builds APP_URL without a trailing slash and reads the boolean switches', () => {
    const config = loadConfig({
      JWT_SECRET: LONG_SECRET,
      DATA_DIR: tempDir(),
      APP_URL: 'https://chapter.example/',
      DEMO_SEED: '1',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'Owner-Harbor-2026!',
    });
    expect(config.appUrl).toBe('https://chapter.example');
    expect(config.demoSeed).toBe(true);
    expect(config.adminEmail).toBe('owner@example.com');
    expect(loadConfig({ JWT_SECRET: LONG_SECRET, PORT: '4100', DATA_DIR: tempDir() }).appUrl).toBe(
      'http://localhost:4100',
    );
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the other way round, naming the missing one', () => {
    const base = { JWT_SECRET: LONG_SECRET, DATA_DIR: tempDir() };
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'owner@example.com' })).toThrow(
      /Invalid configuration:\n {2}- ADMIN_PASSWORD: set both ADMIN_EMAIL and ADMIN_PASSWORD .*, or neither/,
    );
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'Owner-Harbor-2026!', ADMIN_EMAIL: '' })).toThrow(
      /- ADMIN_EMAIL: set both ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    expect(loadConfig({ ...base, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).adminEmail).toBeUndefined();
  });

  it('keeps a generated VAPID key pair in DATA_DIR, unless both keys are set in the environment', () => {
    const dataDir = tempDir();
    const first = loadConfig({ JWT_SECRET: LONG_SECRET, DATA_DIR: dataDir }).vapid;
    expect(first.publicKey).toMatch(/^[\w-]{80,}$/);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
    expect(loadConfig({ JWT_SECRET: LONG_SECRET, DATA_DIR: dataDir }).vapid).toEqual(first);
    const set = { JWT_SECRET: LONG_SECRET, DATA_DIR: tempDir(), VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };
    expect(loadConfig(set).vapid).toMatchObject({ publicKey: 'pub', privateKey: 'priv' });
    expect(() => loadConfig({ ...set, VAPID_PRIVATE_KEY: '' })).toThrow(/set both VAPID keys, or neither/);
  });

  it('gives processes started at once on a new data folder one secret and one key pair', async () => {
    // `npm run multi-node` and a migrate step beside the server start several processes on one fresh folder: each
    // must read what the first one wrote, never a half-written file or a secret of its own.
    const dataDir = tempDir();
    const configModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'config.ts');
    // Each process loads the module, then waits for one shared instant, so the first starts really overlap.
    const at = Date.now() + 4000;
    const script = `import(${JSON.stringify(configModule)}).then(({ loadConfig }) => {
      while (Date.now() < ${at});
      const c = loadConfig({ NODE_ENV: 'production', DATA_DIR: ${JSON.stringify(dataDir)} });
      console.log(JSON.stringify([c.jwtSecret, c.vapid.publicKey, c.vapid.privateKey]));
    })`;
    const run = promisify(execFile);
    const starts = Array.from({ length: 6 }, () => run(process.execPath, ['--import', 'tsx', '-e', script]));
    const seen = new Set((await Promise.all(starts)).map((r) => r.stdout.trim()));
    expect(seen.size).toBe(1);
    const [secret, publicKey] = JSON.parse([...seen][0] as string) as string[];
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(publicKey);
  }, 30_000);
});
