import { accessSync, constants } from 'node:fs';

/** The sslmode values the PostgreSQL driver knows (docs/operations.md "Managed PostgreSQL with TLS"). */
const SSL_MODES = ['disable', 'prefer', 'require', 'verify-ca', 'verify-full', 'no-verify'];
const FILES = ['sslrootcert', 'sslcert', 'sslkey'] as const;

/**
 * What is wrong with DATABASE_URL's TLS parameters, or undefined. Checked when the configuration is read, so a
 * mistake stops the start with its name instead of failing every connection later: a misspelt sslmode (the
 * driver would quietly treat it as plain verification), a certificate file the app cannot read, and, in
 * production, a mode that accepts any server certificate, which lets whoever sits between the app and the
 * database read and change every row.
 */
export function databaseTlsProblem(databaseUrl: string | undefined, env: string): string | undefined {
  if (!databaseUrl || databaseUrl === ':memory:') return undefined;
  let params: URLSearchParams;
  try {
    params = new URL(databaseUrl).searchParams;
  } catch {
    return 'not a URL: postgres://user:password@host:5432/database';
  }
  const mode = params.get('sslmode');
  if (mode !== null && !SSL_MODES.includes(mode)) {
    return `sslmode=${mode} is not one of ${SSL_MODES.join(', ')}`;
  }
  for (const name of FILES) {
    const file = params.get(name);
    if (file === null) continue;
    try {
      accessSync(file, constants.R_OK);
    } catch {
      return `${name}=${file}: the file does not exist or this user cannot read it`;
    }
  }
  if (env !== 'production') return undefined;
  const libpq = params.get('uselibpqcompat') === 'true';
  const unverified =
    mode === 'no-verify' ||
    (libpq && mode === 'prefer') ||
    (libpq && mode === 'require' && params.get('sslrootcert') === null);
  if (unverified) {
    return (
      `sslmode=${mode}${libpq ? ' with uselibpqcompat=true' : ''} accepts any server certificate: use ` +
      "sslmode=verify-full, with sslrootcert=<the provider's CA file> when its CA is not a public one"
    );
  }
  return undefined;
}
