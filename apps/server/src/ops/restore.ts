/**
 * `npm run restore -- <file>`: SQLite — replaces the data folder's database (stop the server first; the old
 * file is kept as .before-restore). PostgreSQL — loads the backup into the configured, empty schema.
 */
import { loadConfig } from '../config.ts';
import { restorePostgres, restoreSqlite } from './backup-core.ts';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run restore -- <file>');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  const r = await restorePostgres(config.databaseUrl, source);
  console.log(`Restored ${r.tables} tables, ${r.rows} rows into PostgreSQL`);
} else {
  restoreSqlite(source, config.sqliteFile);
  console.log(`Restored ${source} into ${config.sqliteFile}`);
}
