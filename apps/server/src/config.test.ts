import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { refusal } from './test/config-refusal.ts';

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
const APP_URL = 'https://chapter.example.org';

describe('loadConfig', () => {
  it('refuses production with DATABASE_URL and no JWT_SECRET', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_URL, DATABASE_URL: 'postgres://db/chapter', DATA_DIR: tempDir() }),
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
      APP_URL,
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: LONG_SECRET,
      DATA_DIR: tempDir(),
    });
    expect(config.jwtSecret).toBe(LONG_SECRET);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('generates a secret in DATA_DIR in embedded mode and reuses it on the next start', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'production', APP_URL, DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ NODE_ENV: 'production', APP_URL, DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ NODE_ENV: 'production', APP_URL, DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
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
    // Each process loads the module and says so, then waits, idle, for the word to go: all of them read the folder at
    // once. (They used to spin on the clock until a shared instant 4 s ahead, six processes burning the CPU.)
    const script = `import(${JSON.stringify(configModule)}).then(({ loadConfig }) => {
      process.stdin.once('data', () => {
        const c = loadConfig({ NODE_ENV: 'production', APP_URL: 'https://c.example', DATA_DIR: ${JSON.stringify(dataDir)} });
        console.log(JSON.stringify([c.jwtSecret, c.vapid.publicKey, c.vapid.privateKey]));
        process.stdin.destroy();
      });
      console.log('loaded');
    })`;
    const processes = Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
      let out = '';
      const exited = new Promise<string>((resolve, reject) =>
        child.once('exit', (code) =>
          code === 0 ? resolve(out.slice('loaded\n'.length).trim()) : reject(new Error(`exited with ${code}: ${out}`)),
        ),
      );
      // A process that dies before it has loaded fails the test at once rather than at its timeout.
      const loaded = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.startsWith('loaded\n')) resolve();
        });
        exited.catch(reject);
      });
      return { child, loaded, exited };
    });
    await Promise.all(processes.map((p) => p.loaded));
    for (const p of processes) p.child.stdin.write('go\n');
    const seen = new Set(await Promise.all(processes.map((p) => p.exited)));
    expect(seen.size).toBe(1);
    const [secret, publicKey] = JSON.parse([...seen][0] as string) as string[];
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(publicKey);
  }, 30_000);
});

describe('loadConfig in production', () => {
  const production = () => ({ NODE_ENV: 'production', JWT_SECRET: LONG_SECRET, DATA_DIR: tempDir() });

  it('refuses to start without APP_URL, saying what to set, instead of mailing links to localhost', () => {
    expect(refusal(production())).toMatch(
      /- APP_URL: required in production: the public address, e\.g\. APP_URL=https:/,
    );
    expect(loadConfig({ ...production(), APP_URL }).appUrl).toBe(APP_URL);
    // Development and tests still default to this machine.
    expect(loadConfig({ JWT_SECRET: LONG_SECRET, DATA_DIR: tempDir() }).appUrl).toBe('http://localhost:3000');
  });

  it('refuses several processes (REDIS_URL) on a SQLite file of their own: DATABASE_URL is required', () => {
    const redis = { ...production(), APP_URL, REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(refusal(redis)).toMatch(
      /- DATABASE_URL: required in production when REDIS_URL is set .*set DATABASE_URL=postgres:\/\/…, or remove REDIS_URL/,
    );
    expect(refusal({ ...redis, DATABASE_URL: '' })).toMatch(/DATABASE_URL: required/);
    expect(loadConfig({ ...redis, DATABASE_URL: 'postgres://db/chapter' }).databaseUrl).toBe('postgres://db/chapter');
  });
});

describe('loadConfig and Redis Sentinel', () => {
  const base = () => ({ JWT_SECRET: LONG_SECRET, DATA_DIR: tempDir() });
  const sentinel = { REDIS_SENTINELS: '10.0.0.1:26380, 10.0.0.2, [fd00::3]:26381', REDIS_SENTINEL_MASTER: 'chapter' };

  it('reads the sentinels (port 26379 when left out), the master name and both passwords', () => {
    const config = loadConfig({
      ...base(),
      ...sentinel,
      REDIS_PASSWORD: 'master-secret',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
    });
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisSentinel).toEqual({
      sentinels: [
        { host: '10.0.0.1', port: 26380 },
        { host: '10.0.0.2', port: 26379 },
        { host: 'fd00::3', port: 26381 },
      ],
      masterName: 'chapter',
      password: 'master-secret',
      sentinelPassword: 'sentinel-secret',
    });
    expect(loadConfig({ ...base(), REDIS_URL: 'redis://127.0.0.1:6379' }).redisSentinel).toBeUndefined();
  });

  it('refuses REDIS_URL and sentinels at once, sentinels without a master name, and the reverse', () => {
    expect(refusal({ ...base(), ...sentinel, REDIS_URL: 'redis://127.0.0.1:6379' })).toContain(
      '- REDIS_SENTINELS: set REDIS_URL (one Redis) or REDIS_SENTINELS with REDIS_SENTINEL_MASTER (Redis Sentinel), not both',
    );
    expect(refusal({ ...base(), REDIS_SENTINELS: '10.0.0.1:26379' })).toMatch(
      /- REDIS_SENTINEL_MASTER: required with REDIS_SENTINELS/,
    );
    for (const lone of ['REDIS_SENTINEL_MASTER', 'REDIS_SENTINEL_PASSWORD', 'REDIS_PASSWORD']) {
      expect(refusal({ ...base(), REDIS_URL: 'redis://127.0.0.1:6379', [lone]: 'x' })).toContain(
        `- ${lone}: only used with REDIS_SENTINELS`,
      );
    }
  });

  it('refuses a sentinel list with something that is not an address, naming it', () => {
    for (const bad of ['10.0.0.1:26379,10.0.0.2:port', '10.0.0.1:99999', 'redis://10.0.0.1:26379', ' , ']) {
      expect(refusal({ ...base(), ...sentinel, REDIS_SENTINELS: bad }), bad).toMatch(
        /- REDIS_SENTINELS: a comma-separated list of sentinel addresses/,
      );
    }
    expect(refusal({ ...base(), ...sentinel, REDIS_SENTINELS: '10.0.0.1:26379,10.0.0.2:port' })).toContain(
      '(not an address: 10.0.0.2:port)',
    );
  });

  it('refuses sentinels in production without DATABASE_URL, as it does REDIS_URL', () => {
    const env = { ...base(), ...sentinel, NODE_ENV: 'production', APP_URL };
    expect(refusal(env)).toMatch(/- DATABASE_URL: required in production when REDIS_SENTINELS is set/);
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db/chapter' }).redisSentinel?.masterName).toBe('chapter');
  });
});

describe('loadConfig and variables that are not settings', () => {
  const base = () => ({ JWT_SECRET: LONG_SECRET, DATA_DIR: tempDir() });

  it('refuses a misspelt or made-up setting, naming the one it was probably meant to be', () => {
    const message = refusal({
      ...base(),
      NODE_ENV: 'production',
      APP_URL,
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABSE_URL: 'postgres://db/chapter',
    });
    // The typo is named first, with the setting it meant; the missing setting it caused is listed too.
    expect(message).toContain('  - DATABSE_URL is not a setting; did you mean DATABASE_URL?');
    expect(message).toContain('  - DATABASE_URL: required in production when REDIS_URL is set');
    const meant: Record<string, string> = {
      database_url: 'DATABASE_URL',
      JWT_SECRETS: 'JWT_SECRET',
      LOG_LEVLE: 'LOG_LEVEL',
      SMTP_HOST: 'SMTP_URL',
      REDIS_HOST: 'REDIS_URL',
      ADMIN_PASS: 'ADMIN_PASSWORD',
      ATTACHMENT_STORAGE: 'ATTACHMENTS_STORAGE',
      MIGRATE_ON_STRAT: 'MIGRATE_ON_START',
      SUPPORT_EMAILS: 'SUPPORT_EMAIL',
      VAPID_PUBLICKEY: 'VAPID_PUBLIC_KEY',
    };
    for (const [typo, setting] of Object.entries(meant)) {
      expect(refusal({ ...base(), [typo]: 'x' })).toContain(`- ${typo} is not a setting; did you mean ${setting}?`);
    }
    // A name in one of our families with no setting of that family yet.
    expect(refusal({ ...base(), METRICS_PORTT: '9100' })).toMatch(/- METRICS_PORTT is not a setting/);
  });

  it('turns scheduled backups on with BACKUP_DIR only, and refuses a keep of none or a misspelt setting', () => {
    expect(loadConfig(base()).backups).toBeUndefined();
    expect(loadConfig({ ...base(), BACKUP_DIR: 'backups', BACKUP_KEEP: '3' }).backups).toEqual({
      dir: path.resolve('backups'),
      intervalHours: 24,
      keep: 3,
    });
    expect(refusal({ ...base(), BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toMatch(/- BACKUP_KEEP: /);
    expect(refusal({ ...base(), BACKUP_INTERVAL_HOURS: '0.5' })).toMatch(/- BACKUP_INTERVAL_HOURS: /);
    expect(refusal({ ...base(), BACKUP_KEPP: '3' })).toContain(
      '- BACKUP_KEPP is not a setting; did you mean BACKUP_KEEP?',
    );
  });

  it("names only the mistake among the shell's, systemd's, npm's and CI's own variables", () => {
    const ordinary = `
      PATH HOME USER LOGNAME SHELL PWD OLDPWD TERM LANG LANGUAGE LC_ALL TZ HOSTNAME HOSTTYPE MAIL
      MAILPATH EDITOR PAGER DISPLAY SHLVL _ TMPDIR COLUMNS NODE_OPTIONS NODE_PATH NODE_EXTRA_CA_CERTS
      UV_THREADPOOL_SIZE FORCE_COLOR NO_COLOR DEBUG npm_config_cache npm_lifecycle_event
      npm_package_version npm_execpath npm_node_execpath INIT_CWD HTTP_PROXY HTTPS_PROXY NO_PROXY
      http_proxy https_proxy no_proxy INVOCATION_ID JOURNAL_STREAM NOTIFY_SOCKET LISTEN_FDS LISTEN_PID
      SYSTEMD_EXEC_PID MANAGERPID RUNTIME_DIRECTORY STATE_DIRECTORY LOGS_DIRECTORY CREDENTIALS_DIRECTORY
      SSH_AUTH_SOCK SSH_CONNECTION XDG_RUNTIME_DIR XDG_SESSION_ID DBUS_SESSION_BUS_ADDRESS SUDO_USER CI
      GITHUB_ACTIONS GITHUB_SHA RUNNER_OS VITEST VITEST_POOL_ID E2E_PORT CHROMIUM_PATH TEST_DATABASE_URL
      TEST_REDIS_URL BENCH_PG_URL NGINX_BIN PG_DUMP PG_RESTORE PGPASSWORD PGHOST APPDATA JAVA_HOME GOPATH
      PYTHONPATH DOCKER_HOST HOST PORT NODE_ENV
    `
      .trim()
      .split(/\s+/);
    const env = {
      ...base(),
      ...Object.fromEntries(ordinary.map((name) => [name, 'x'])),
      NODE_ENV: 'test',
      PORT: '3000',
    };
    expect(refusal({ ...env, DATABSE_URL: 'x' })).toBe(
      'Invalid configuration:\n  - DATABSE_URL is not a setting; did you mean DATABASE_URL?',
    );
    expect(loadConfig(env).port).toBe(3000);
  });
});
