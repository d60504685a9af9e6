import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findTool, libpqConnection, parseDumpList, parseSearchPath } from './pg-tools.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'chapter-pg-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('libpqConnection', () => {
  it('keeps the server, database, user and options, and takes the password out', () => {
    const url = 'postgres://chapter:p%40ss%2Fword@db.internal:6432/chapter?options=-c%20search_path%3Dapp&ssl=true';
    expect(libpqConnection(url)).toEqual({
      uri: 'postgresql://chapter@db.internal:6432/chapter?options=-c%20search_path%3Dapp&sslmode=require',
      password: 'p@ss/word',
    });
  });

  it("leaves out the Node driver's own parameters and maps its sslmode=no-verify", () => {
    const url = 'postgresql://u@h/d?sslmode=no-verify&uselibpqcompat=true&password=secret&application_name=chapter';
    expect(libpqConnection(url)).toEqual({
      uri: 'postgresql://u@h/d?application_name=chapter&sslmode=require',
      password: 'secret',
    });
    expect(libpqConnection('postgres://u@h/d').password).toBeUndefined();
    expect(() => libpqConnection('mysql://u@h/d')).toThrow(/not a postgres:\/\/ URL/);
  });
});

describe('parseSearchPath', () => {
  it('resolves "$user", unquotes quoted names and folds unquoted ones', () => {
    expect(parseSearchPath('"$user", public', 'alice')).toEqual(['alice', 'public']);
    expect(parseSearchPath('App_Data, "Mixed, ""Case""", public', 'bob')).toEqual([
      'app_data',
      'Mixed, "Case"',
      'public',
    ]);
    expect(parseSearchPath('', 'bob')).toEqual([]);
  });
});

describe('parseDumpList', () => {
  const listing = `;
; Archive created at 2026-11-25 13:12:16 UTC
;     Dumped from database version: 15.20 (Debian 15.20-0+deb12u1)
;     Dumped by pg_dump version: 15.20 (Debian 15.20-0+deb12u1)
;
; Selected TOC Entries:
;
4; 2615 2200 SCHEMA - public pg_database_owner
3350; 0 0 COMMENT - SCHEMA public pg_database_owner
3351; 0 0 ACL - SCHEMA public pg_database_owner
219; 1255 18614 FUNCTION public f() chapter
215; 1259 18618 TABLE public users chapter
216; 1259 18619 TABLE public audit_log chapter
3343; 0 18618 TABLE DATA public users chapter
3352; 0 0 SEQUENCE SET public users_id_seq chapter
3199; 2606 18625 CONSTRAINT public users users_pkey chapter`;

  it("finds the schema, its tables and pg_dump's version, and leaves the schema's own entries out of the restore", () => {
    const contents = parseDumpList(listing);
    expect(contents).toMatchObject({ schemas: ['public'], tables: ['users', 'audit_log'], dumpedBy: '15.20' });
    const lines = contents.listWithoutSchema.split('\n');
    expect(lines).toContain(';4; 2615 2200 SCHEMA - public pg_database_owner');
    expect(lines).toContain(';3350; 0 0 COMMENT - SCHEMA public pg_database_owner');
    // Grants on the schema, and everything in it, are restored.
    expect(lines).toContain('3351; 0 0 ACL - SCHEMA public pg_database_owner');
    expect(lines).toContain('3343; 0 18618 TABLE DATA public users chapter');
  });
});

describe('findTool', () => {
  it('reads the version, and says why a named binary cannot be used', async () => {
    const bin = path.join(dir, 'pg_restore');
    writeFileSync(bin, '#!/bin/sh\necho "pg_restore (PostgreSQL) 16.4 (Ubuntu 16.4-1)"\n');
    chmodSync(bin, 0o755);
    expect(await findTool('pg_restore', { PATH: dir })).toEqual({ bin, version: '16.4', major: 16 });
    expect(await findTool('pg_restore', { PATH: '/nowhere', PG_RESTORE: bin })).toMatchObject({ version: '16.4' });
    expect(await findTool('pg_dump', { PATH: dir })).toEqual({ missing: 'pg_dump is not on PATH' });
    expect(await findTool('pg_dump', { PATH: dir, PG_DUMP: '/nowhere/pg_dump' })).toEqual({
      missing: 'PG_DUMP=/nowhere/pg_dump is not an executable file',
    });
  });
});
