import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { refusal } from './test/config-refusal.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-db-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const production = (databaseUrl: string) => ({
  NODE_ENV: 'production',
  APP_URL: 'https://chapter.example.org',
  JWT_SECRET: 'a-production-secret-of-more-than-32-chars!',
  DATA_DIR: tempDir(),
  DATABASE_URL: databaseUrl,
});

describe('the PostgreSQL pool settings', () => {
  it('default to 10 connections and a 15 s statement timeout, and take other whole numbers', () => {
    const url = 'postgres://db/chapter';
    expect(loadConfig(production(url)).databasePool).toEqual({ max: 10, statementTimeoutMs: 15_000 });
    const set = { ...production(url), DATABASE_POOL_MAX: '25', DATABASE_STATEMENT_TIMEOUT_MS: '0' };
    expect(loadConfig(set).databasePool).toEqual({ max: 25, statementTimeoutMs: 0 });
  });

  it('refuse a pool of none, a fraction, a word or a negative timeout, naming the setting', () => {
    const url = 'postgres://db/chapter';
    for (const max of ['0', '2.5', 'ten', '1001']) {
      expect(refusal({ ...production(url), DATABASE_POOL_MAX: max }), max).toMatch(/- DATABASE_POOL_MAX: /);
    }
    for (const ms of ['-1', '15s', String(2 * 60 * 60_000)]) {
      expect(refusal({ ...production(url), DATABASE_STATEMENT_TIMEOUT_MS: ms }), ms).toMatch(
        /- DATABASE_STATEMENT_TIMEOUT_MS: /,
      );
    }
    expect(refusal({ ...production(url), DATABASE_POOL_SIZE: '20' })).toContain(
      'DATABASE_POOL_SIZE is not a setting; did you mean DATABASE_POOL_MAX?',
    );
  });
});

describe('TLS to a managed PostgreSQL', () => {
  it('accepts verify-full with the provider CA file the app can read', () => {
    const ca = path.join(tempDir(), 'db-ca.pem');
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\n');
    const url = `postgres://chapter:pw@db.example.net:5432/chapter?sslmode=verify-full&sslrootcert=${ca}`;
    expect(loadConfig(production(url)).databaseUrl).toBe(url);
  });

  it('refuses a CA file that is not there and a misspelt sslmode, in any environment', () => {
    const missing = 'postgres://db/chapter?sslmode=verify-full&sslrootcert=/nowhere/ca.pem';
    expect(refusal(production(missing))).toContain(
      '- DATABASE_URL: sslrootcert=/nowhere/ca.pem: the file does not exist or this user cannot read it',
    );
    expect(refusal({ ...production(missing), NODE_ENV: 'development' })).toMatch(/sslrootcert=\/nowhere/);
    expect(refusal(production('postgres://db/chapter?sslmode=verify_full'))).toContain(
      '- DATABASE_URL: sslmode=verify_full is not one of disable, prefer, require, verify-ca, verify-full, no-verify',
    );
  });

  it('refuses in production a mode that accepts any server certificate', () => {
    for (const query of ['sslmode=no-verify', 'sslmode=require&uselibpqcompat=true']) {
      expect(refusal(production(`postgres://db.example.net/chapter?${query}`)), query).toMatch(
        /- DATABASE_URL: sslmode=[a-z-]+( with uselibpqcompat=true)? accepts any server certificate: use sslmode=verify-full/,
      );
    }
    const dev = { ...production('postgres://127.0.0.1/chapter?sslmode=no-verify'), NODE_ENV: 'development' };
    expect(refusal(dev)).toBe('');
  });
});
