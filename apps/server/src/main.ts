import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { exitOnStartFailure } from './lib/start-failure.ts';

const SHUTDOWN_DEADLINE_MS = 25_000;

/** Starts the server on the configured port and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp(config);
  } catch (err) {
    exitOnStartFailure(config, err);
  }
  // The metrics port first, and one that cannot be bound stops the start: a watched server must not serve unwatched.
  const metricsUrl = await built.metrics?.listen();
  try {
    await built.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    exitOnStartFailure(config, err);
  }
  const { app } = built;
  const mode = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
  console.log(`Chapter ${config.appVersion} listening on ${config.appUrl} — database: ${mode}`);
  if (metricsUrl) console.log(`Prometheus metrics on ${metricsUrl}`);
  if (built.setupLink) {
    console.log(`\nNo administrator exists yet. Create one with this one-time link:\n  ${built.setupLink}\n`);
  } else if (built.firstAdmin) {
    // Production: a link that makes an administrator stays out of the log (docs/production.md "Logs").
    app.log.warn(
      'No administrator exists yet: run `npm run setup-link` on the server for a one-time link, or set ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await built.shutdown();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
