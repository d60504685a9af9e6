/**
 * `npm run setup-link`: prints a one-time link that creates the first administrator, to this terminal only. In
 * production the server never writes such a link to its log (docs/production.md "Logs"); run this on the server
 * with its environment instead. Each run retires the link printed before. Setting ADMIN_EMAIL and ADMIN_PASSWORD
 * needs no link at all.
 */
import { loadConfig } from '../config.ts';
import { createDb } from '../db/kysely.ts';
import { assertSchemaCurrent, migrateToLatest } from '../db/migrate.ts';
import { createSetupLink } from '../modules/setup/setup.service.ts';

const config = loadConfig();
const { db, dialect, close } = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  // As the server does: a fresh install may not have started yet.
  await (config.migrateOnStart ? migrateToLatest : assertSchemaCurrent)(db, dialect);
  if (config.adminEmail) {
    console.log(
      `ADMIN_EMAIL is set: the server makes ${config.adminEmail} the administrator at start; no link needed.`,
    );
  } else {
    const link = await createSetupLink(db, config.appUrl, new Date());
    if (link) {
      console.log(`Create the first administrator with this one-time link (it replaces any earlier one):\n  ${link}`);
    } else {
      console.error('An administrator already exists: no setup link is needed. Sign in, or reset a password.');
      process.exitCode = 1;
    }
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
