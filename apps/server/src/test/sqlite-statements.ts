import { SqliteDriver } from 'kysely';

/**
 * Counts every statement the app sends to SQLite while a count runs, BEGIN and COMMIT included: Kysely's SQLite
 * driver sends them all through its one connection's executeQuery (the statements themselves are cached, so counting
 * prepares would miss repeats). Install it before the app opens its connection; `restore` puts the driver back (the
 * connection already opened stays counted). SQLite only: the statements are the same on PostgreSQL.
 */
export function countSqliteStatements() {
  let counted: string[] | undefined;
  const acquire = SqliteDriver.prototype.acquireConnection;
  const wrapped = new WeakSet<object>();
  SqliteDriver.prototype.acquireConnection = async function (this: SqliteDriver) {
    const conn = await acquire.call(this);
    if (!wrapped.has(conn)) {
      wrapped.add(conn);
      const execute = conn.executeQuery.bind(conn);
      conn.executeQuery = (query) => {
        counted?.push(query.sql);
        return execute(query);
      };
    }
    return conn;
  };
  return {
    /** Starts a new count. */
    start: () => {
      counted = [];
    },
    /** Ends the count and returns its statements. */
    stop: (): string[] => {
      const out = counted ?? [];
      counted = undefined;
      return out;
    },
    restore: () => {
      SqliteDriver.prototype.acquireConnection = acquire;
    },
  };
}
