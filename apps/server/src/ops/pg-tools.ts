import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The PostgreSQL client tools (pg_dump, pg_restore) as the backup and restore use them: where they are, which
 * version they are, and how they reach the app's database without a password on their command line.
 */

export type PgTool = 'pg_dump' | 'pg_restore';

export interface FoundTool {
  bin: string;
  /** "15.20", as `--version` prints it. */
  version: string;
  major: number;
}

/** PG_DUMP / PG_RESTORE name the binary (a path, or a name looked up on PATH); otherwise the tool's own name. */
const ENV_NAME: Record<PgTool, string> = { pg_dump: 'PG_DUMP', pg_restore: 'PG_RESTORE' };

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The binary to run, or why there is none ("PG_DUMP=/x does not exist", "pg_dump is not on PATH"). */
function locate(tool: PgTool, env: NodeJS.ProcessEnv): { bin: string } | { missing: string } {
  const named = env[ENV_NAME[tool]]?.trim();
  const wanted = named || tool;
  if (wanted.includes('/')) {
    return executable(wanted) ? { bin: wanted } : { missing: `${ENV_NAME[tool]}=${wanted} is not an executable file` };
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, wanted))) return { bin: path.join(dir, wanted) };
  }
  return { missing: named ? `${ENV_NAME[tool]}=${named} is not on PATH` : `${tool} is not on PATH` };
}

/** Runs a tool without a shell; a failure carries the tool's own words (its stderr). */
export function run(
  bin: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (!err) return resolve({ stdout, stderr });
      const words = stderr.trim() || err.message;
      reject(new Error(`${path.basename(bin)} failed: ${words}`));
    });
  });
}

/** The tool and its version, or why it cannot be used. */
export async function findTool(
  tool: PgTool,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FoundTool | { missing: string }> {
  const where = locate(tool, env);
  if ('missing' in where) return where;
  try {
    const { stdout } = await run(where.bin, ['--version'], env);
    // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
    const match = /\)\s*(\d+)(?:\.(\d+))?/.exec(stdout) ?? /(\d+)(?:\.(\d+))?/.exec(stdout);
    if (!match) return { missing: `${where.bin} --version printed no version (${stdout.trim()})` };
    const version = match[2] === undefined ? String(match[1]) : `${match[1]}.${match[2]}`;
    return { bin: where.bin, version, major: Number(match[1]) };
  } catch (err) {
    return { missing: `${where.bin} does not run: ${(err as Error).message}` };
  }
}

/** Parameters libpq reads from a connection URI; anything else there is the Node driver's own and left out. */
const LIBPQ_PARAMS = new Set([
  'host',
  'hostaddr',
  'port',
  'dbname',
  'user',
  'connect_timeout',
  'client_encoding',
  'options',
  'application_name',
  'keepalives',
  'keepalives_idle',
  'keepalives_interval',
  'keepalives_count',
  'sslmode',
  'sslcert',
  'sslkey',
  'sslrootcert',
  'sslcrl',
  'gssencmode',
  'target_session_attrs',
  'channel_binding',
]);

/**
 * DATABASE_URL as libpq takes it: the same server, database, user and options, without the password, which
 * goes to the child's PGPASSWORD instead (a command line is visible to every user of the machine in `ps`).
 * The Node driver's `ssl=true` and `sslmode=no-verify` become libpq's `sslmode=require`.
 */
export function libpqConnection(databaseUrl: string): { uri: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL is not a postgres:// URL');
  }
  let password = url.password ? decodeURIComponent(url.password) : undefined;
  const params: string[] = [];
  let sslmode: string | undefined;
  for (const [key, value] of url.searchParams) {
    if (key === 'password') password = value;
    else if (key === 'sslmode') sslmode = value === 'no-verify' ? 'require' : value;
    else if (key === 'ssl') sslmode ??= value === 'false' || value === '0' ? undefined : 'require';
    else if (LIBPQ_PARAMS.has(key)) params.push(`${key}=${encodeURIComponent(value)}`);
  }
  if (sslmode) params.push(`sslmode=${encodeURIComponent(sslmode)}`);
  const user = url.username ? `${url.username}@` : '';
  const query = params.length > 0 ? `?${params.join('&')}` : '';
  return { uri: `postgresql://${user}${url.host}${url.pathname}${query}`, password };
}

/** The environment of a tool's process: the password of DATABASE_URL, if it has one, in PGPASSWORD. */
export function toolEnv(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { password } = libpqConnection(databaseUrl);
  return password === undefined ? { ...env } : { ...env, PGPASSWORD: password };
}

export interface PgServer {
  /** "15.20" */
  version: string;
  major: number;
  /** The schema the app's tables live in: current_schema(), or where they would once it exists. */
  schema: string;
  /** The schemas of search_path in order, "$user" resolved. */
  searchPath: string[];
  /** current_schema(): null while no schema of search_path exists. */
  current: string | null;
}

/** The entries of a search_path setting: `"$user", public` → ['alice', 'public']. */
export function parseSearchPath(setting: string, user: string): string[] {
  const entries: string[] = [];
  for (const raw of setting.match(/("([^"]|"")*"|[^,])+/g) ?? []) {
    const entry = raw.trim();
    const name = entry.startsWith('"') ? entry.slice(1, -1).replaceAll('""', '"') : entry.toLowerCase();
    if (name) entries.push(name === '$user' ? user : name);
  }
  return entries;
}

/** Runs `fn` on one connection of DATABASE_URL, closed afterwards. */
export async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** What the server behind DATABASE_URL is, and which schema the app uses there. */
export function describeServer(databaseUrl: string): Promise<PgServer> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ current: string | null; path: string; user: string; version: string }>(
      `select current_schema() as current, current_setting('search_path') as path, current_user as user,
        current_setting('server_version') as version`,
    );
    const row = rows[0];
    if (!row) throw new Error('The database answered nothing');
    const searchPath = parseSearchPath(row.path, row.user);
    const schema = row.current ?? searchPath[0];
    if (!schema) throw new Error(`search_path (${row.path}) names no schema`);
    // "15.20 (Debian 15.20-0+deb12u1)" → 15.20
    const version = /^\d+(\.\d+)?/.exec(row.version)?.[0] ?? row.version;
    return { version, major: Number.parseInt(version, 10), schema, searchPath, current: row.current };
  });
}

/** A schema name as a pg_dump pattern matching exactly it (quoted: no wildcards, case kept). */
export const exactSchemaPattern = (schema: string) => `"${schema.replaceAll('"', '""')}"`;

/** A custom-format archive's table of contents (pg_restore --list), in the parts a restore needs. */
export interface DumpContents {
  /** The schemas whose objects it holds. */
  schemas: string[];
  tables: string[];
  /** "15.20", from the archive's header. */
  dumpedBy: string | undefined;
  /** The listing with the entries that create the schema itself (and its comment) commented out. */
  listWithoutSchema: string;
}

/**
 * Reads the listing. Entry lines are `<id>; <catalog oid> <oid> <kind> <schema> <name> <owner>`, where kind may
 * hold spaces ("TABLE DATA", "SEQUENCE SET") and a schema's own entry has "-" as its schema.
 */
export function parseDumpList(listing: string): DumpContents {
  const schemas = new Set<string>();
  const tables: string[] = [];
  const out: string[] = [];
  for (const line of listing.split('\n')) {
    const entry = /^\d+; \d+ \d+ (.*)$/.exec(line)?.[1];
    // The schema's own entries: `SCHEMA - name owner`, `COMMENT - SCHEMA name owner`, `ACL - SCHEMA name owner`.
    const own = entry ? /^(SCHEMA|COMMENT|ACL) - (SCHEMA )?(.+) \S+$/.exec(entry) : null;
    if (own && (own[1] === 'SCHEMA' || own[2])) {
      if (own[1] === 'SCHEMA' && own[3]) schemas.add(own[3]);
      // The schema is created beforehand if missing, never dropped: a restore needs no ownership of it (public).
      out.push(own[1] === 'ACL' ? line : `;${line}`);
      continue;
    }
    const table = entry && /^TABLE (?!DATA )(\S+) (.+) \S+$/.exec(entry);
    if (table?.[1] && table[2]) {
      schemas.add(table[1]);
      tables.push(table[2]);
    }
    out.push(line);
  }
  const dumpedBy = /Dumped by pg_dump version: (\d+(\.\d+)?)/.exec(listing)?.[1];
  return { schemas: [...schemas], tables, dumpedBy, listWithoutSchema: out.join('\n') };
}
