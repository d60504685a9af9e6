/** `npm run backup -- <file>`: a consistent backup of the configured database (SQLite file or PostgreSQL JSON). */
import { loadConfig } from '../config.ts';
import { backupPostgres, backupSqlite } from './backup-core.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run backup -- <file>');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl) {
  const r = await backupPostgres(config.databaseUrl, target);
  console.log(`PostgreSQL backup written to ${target}: ${r.tables} tables, ${r.rows} rows`);
} else {
  await backupSqlite(config.sqliteFile, target);
  console.log(`SQLite backup of ${config.sqliteFile} written to ${target}`);
}
