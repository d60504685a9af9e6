import pino from 'pino';
import type { Config } from '../config.ts';
import { loggerOptions } from './logger.ts';

/**
 * A server that cannot start says why in one structured log line and exits non-zero; the supervisor (systemd's
 * Restart=on-failure, docs/production.md "Logs") starts it again a few seconds later, so a database that comes back
 * is picked up without anyone's help, and each attempt is one line in the log, not a stack trace.
 */

/** Errors of a database that did not answer: its address or the network is at fault, not our code. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL answered but would not serve us: starting up or shutting down, or refusing this user or database. */
const REFUSED_CODES = new Set(['57P03', '57P01', '28P01', '28000', '3D000']);

interface CodedError {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** The code that says why: a connection to "localhost" fails as an AggregateError of one error per address. */
function codeOf(err: unknown): string | undefined {
  const e = err as CodedError | undefined;
  if (typeof e?.code === 'string') return e.code;
  if (Array.isArray(e?.errors)) return codeOf(e.errors[0]);
  // pg reports its own connection timeout without a code.
  if (typeof e?.message === 'string' && /timeout expired|Connection terminated/i.test(e.message)) return 'ETIMEDOUT';
  return undefined;
}

/** Where the database is, without the user or password a DATABASE_URL holds. */
function databaseAddress(config: Config): string {
  if (!config.databaseUrl) return config.sqliteFile;
  try {
    const url = new URL(config.databaseUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

function messageOf(err: unknown): string {
  const e = err as CodedError | undefined;
  if (typeof e?.message === 'string' && e.message) return e.message;
  if (Array.isArray(e?.errors)) return messageOf(e.errors[0]);
  return String(err);
}

/** Logs why the server could not start, as one line, and exits with status 1. */
export function exitOnStartFailure(config: Config, err: unknown): never {
  const log = pino(loggerOptions(config.logLevel), pino.destination({ dest: 1, sync: true }));
  const code = codeOf(err);
  let what: string | undefined;
  if (code && UNREACHABLE_CODES.has(code)) what = 'unreachable';
  if (code && REFUSED_CODES.has(code)) what = 'refused the connection';
  if (what) {
    log.fatal(
      { database: databaseAddress(config), code, reason: messageOf(err) },
      `database ${what} at start: exiting with status 1 (the supervisor starts the server again)`,
    );
  } else {
    // Anything else may be our own mistake: the stack comes along, inside the one line.
    log.fatal({ err }, `start failed: ${messageOf(err)}`);
  }
  process.exit(1);
}
