/**
 * `npm run backup -- <file>`: a consistent backup of the configured database while the servers run — a copy of
 * the SQLite file, or on PostgreSQL a custom-format pg_dump of the app's schema (the app's JSON export when
 * pg_dump is not found). It says which it made and how to restore it (docs/backups.md).
 */
import { loadConfig } from '../config.ts';
import { type BackupMade, backupPostgres, backupSqlite, formatBytes, restoreHelp } from './backup-core.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run backup -- <file>');
  process.exit(1);
}
const config = loadConfig();
const started = performance.now();
let made: Pick<BackupMade, 'kind' | 'label' | 'bytes' | 'detail' | 'fallback'>;
try {
  made = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, target)
    : await backupSqlite(config.sqliteFile, target);
} catch (err) {
  console.error(`No backup made: ${(err as Error).message}`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (made.fallback) console.warn(`Note: ${made.fallback}.`);
const detail = made.detail ? `, ${made.detail}` : '';
console.log(`${made.label} written to ${target}: ${formatBytes(made.bytes)}${detail}, took ${seconds} seconds`);
const help = restoreHelp(made.kind, config.databaseUrl);
console.log(`To restore it: ${help.commands[0]?.replace('{file}', target)}`);
console.log(help.note);
