/**
 * `npm run restore -- <file>`: SQLite — replaces the data folder's database (stop the server first; the old
 * file is kept as .before-restore). PostgreSQL — a pg_dump archive replaces the app's tables in its schema through
 * pg_restore; the JSON export loads into an empty schema (docs/backups.md).
 */
import { loadConfig } from '../config.ts';
import { restorePostgres, restoreSqlite } from './backup-core.ts';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run restore -- <file>');
  process.exit(1);
}
const config = loadConfig();
try {
  if (config.databaseUrl) {
    console.log(`Restored into PostgreSQL: ${await restorePostgres(config.databaseUrl, source)}`);
  } else {
    restoreSqlite(source, config.sqliteFile);
    console.log(`Restored ${source} into ${config.sqliteFile}`);
  }
} catch (err) {
  console.error(`Not restored: ${(err as Error).message}`);
  process.exit(1);
}
