/**
 * `npm run migrate`: applies pending migrations to the configured database, then exits. A deploy step run before
 * new processes start (docs/production.md "Migrations and upgrades"); several at once are safe: one applies, the
 * others wait.
 */
import { loadConfig } from '../config.ts';
import { createDb } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';

const config = loadConfig();
const { db, dialect, close } = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  const applied = await migrateToLatest(db, dialect);
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
      : `${where} is up to date: no migration to apply`,
  );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
