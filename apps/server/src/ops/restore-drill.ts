/**
 * `npm run restore-drill [-- <file>]`: restores the newest backup in BACKUP_DIR (or the file named) into a scratch
 * database, checks what came back against the live database (only read), prints PASS or FAIL with the reasons and
 * exits non-zero on FAIL (docs/backups.md "Restore drill").
 */
import { loadConfig } from '../config.ts';
import { restoreDrill } from './restore-drill-core.ts';
import { scheduledBackups } from './scheduled-backups.ts';

const config = loadConfig();
const file = process.argv[2] ?? (config.backups ? scheduledBackups(config.backups.dir)[0] : undefined);
if (!file) {
  console.error(
    config.backups
      ? `FAIL: no backup in ${config.backups.dir} (files named chapter-backup-<time>.<ending>): nothing to drill`
      : 'FAIL: BACKUP_DIR is not set: set it, or name a backup file (npm run restore-drill -- <file>)',
  );
  process.exit(1);
}
const databaseUrl = config.databaseUrl === ':memory:' ? undefined : config.databaseUrl;
const report = await restoreDrill(file, { databaseUrl, sqliteFile: config.sqliteFile });
for (const line of report.lines) console.log(line);
if (report.ok) {
  console.log(`PASS: ${file} restores into a scratch database with the app's tables and rows`);
} else {
  console.error(`FAIL: ${file}`);
  for (const problem of report.problems) console.error(`  - ${problem}`);
  process.exit(1);
}
