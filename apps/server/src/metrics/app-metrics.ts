import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, pgPools } from '../db/kysely.ts';
import type { Clock } from '../lib/clock.ts';
import { outboxBacklog } from '../lib/outbox.ts';
import type { JobObserver } from '../lib/scheduler.ts';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';

/** What the series are read from. */
interface MetricsSources {
  db: Db;
  realtime: RealtimeHub;
  clock: Clock;
  version: string;
  log: FastifyBaseLogger;
}

interface AppMetrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Counts each scheduled job's runs and failures (pass to scheduleJob). */
  readonly observeJob: JobObserver;
}

/** Up to ten seconds: the request timeout cuts anything longer, and p99 alerts sit at one second. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every kind and status the backlog reports, zero included, so an alert rule always has a series to read. */
const OUTBOX_KINDS = ['email', 'sms'] as const;
const OUTBOX_STATUSES = ['pending', 'held', 'failed'] as const;

/**
 * The process's Prometheus series (docs/operations.md "Watch" lists them). Gauges are read when Prometheus scrapes
 * (collect callbacks), so nothing here runs on a member's request but the HTTP timing; the outbox is queried once
 * per scrape. Each app gets a registry of its own: tests build several apps in one process.
 */
export function createAppMetrics(src: MetricsSources): AppMetrics {
  const registry = new Registry();
  // Process memory, CPU, event-loop delay, heap and GC: prom-client's standard names, unprefixed.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  new Gauge({
    name: 'chapter_build_info',
    help: 'Always 1; the version label says which build this process runs.',
    labelNames: ['version'],
    registers,
  }).set({ version: src.version }, 1);

  const httpDuration = new Histogram({
    name: 'chapter_http_request_duration_seconds',
    help: 'HTTP requests on the app port by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });

  realtimeSeries(src.realtime, registers);
  // Before the outbox: a scrape reads every series at once, in this order, and the pool must be read before the
  // outbox query takes a connection from it, or each scrape would report itself as a query in use or waiting.
  dbPoolSeries(src.db, registers);
  outboxSeries(src, registers);
  return { registry, httpDuration, observeJob: jobSeries(src.clock, registers) };
}

function realtimeSeries(hub: RealtimeHub, registers: Registry[]): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge(
    'chapter_realtime_connections',
    'WebSocket connections signed in on this process.',
    () => hub.stats().connections,
  );
  gauge(
    'chapter_realtime_subscriptions',
    'Channel subscriptions of the connections on this process.',
    () => hub.stats().subscriptions,
  );
  gauge(
    'chapter_realtime_channels',
    'Channels with at least one subscriber on this process.',
    () => hub.stats().channels,
  );
  // The hub counts in plain numbers; the counters take its totals at each scrape.
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  counter(
    'chapter_realtime_publications_total',
    'Publications this process sent to the broker.',
    () => hub.counters().published,
  );
  counter(
    'chapter_realtime_publish_failures_total',
    'Publications the broker refused (Redis down); clients catch up over HTTP.',
    () => hub.counters().publishFailures,
  );
  counter(
    'chapter_realtime_deliveries_total',
    'Publications handed to a subscriber on this process.',
    () => hub.counters().delivered,
  );
  new Gauge({
    name: 'chapter_realtime_broker_connected',
    help: '1 while the real-time broker links processes (always for the in-process broker), 0 while Redis is away.',
    labelNames: ['broker'],
    registers,
    collect() {
      this.set({ broker: hub.broker.kind }, hub.broker.connected() ? 1 : 0);
    },
  });
}

function outboxSeries(src: MetricsSources, registers: Registry[]): void {
  const oldestAge = new Gauge({
    name: 'chapter_outbox_oldest_age_seconds',
    help: 'Age of the oldest e-mail or SMS still waiting (pending: to send; held: no provider configured).',
    labelNames: ['kind', 'status'],
    registers,
  });
  new Gauge({
    name: 'chapter_outbox_messages',
    help: 'Outbox rows waiting (pending), held for want of a provider, or given up after every retry (failed).',
    labelNames: ['kind', 'status'],
    registers,
    async collect() {
      let rows: Awaited<ReturnType<typeof outboxBacklog>>;
      try {
        rows = await outboxBacklog(src.db);
      } catch (err) {
        // A database that is away must not fail the whole scrape: the backlog series go missing instead of stale.
        src.log.warn({ err: (err as Error).message }, 'metrics: outbox backlog unreadable');
        this.reset();
        oldestAge.reset();
        return;
      }
      const now = src.clock.now().getTime();
      for (const kind of OUTBOX_KINDS) {
        for (const status of OUTBOX_STATUSES) {
          const row = rows.find((r) => r.kind === kind && r.status === status);
          this.set({ kind, status }, row?.count ?? 0);
          if (status === 'failed') continue;
          const age = row?.oldest ? Math.max(0, (now - Date.parse(row.oldest)) / 1000) : 0;
          oldestAge.set({ kind, status }, age);
        }
      }
    },
  });
}

function jobSeries(clock: Clock, registers: Registry[]): JobObserver {
  const runs = new Counter({
    name: 'chapter_job_runs_total',
    help: 'Finished runs of each scheduled job, failed ones included.',
    labelNames: ['job'],
    registers,
  });
  const failures = new Counter({
    name: 'chapter_job_failures_total',
    help: 'Runs of each scheduled job that ended in an error (the log has it, with the job name).',
    labelNames: ['job'],
    registers,
  });
  const lastSuccess = new Gauge({
    name: 'chapter_job_last_success_timestamp_seconds',
    help: 'When each scheduled job last finished without an error (Unix time).',
    labelNames: ['job'],
    registers,
  });
  return (job, outcome) => {
    runs.inc({ job });
    // Zero from the first run on, so rate() and increase() see the first failure too.
    failures.inc({ job }, outcome === 'failed' ? 1 : 0);
    if (outcome === 'succeeded') lastSuccess.set({ job }, clock.now().getTime() / 1000);
  };
}

/**
 * PostgreSQL's connection pool: connections running a query, idle ones, and queries waiting for a connection.
 * SQLite has one connection that Kysely takes in turn and nothing to pool, so these series are absent there.
 */
function dbPoolSeries(db: Db, registers: Registry[]): void {
  const pool = pgPools.get(db);
  if (!pool) return;
  new Gauge({
    name: 'chapter_db_pool_connections',
    help: 'PostgreSQL connections of this process: in_use runs a query, idle waits in the pool.',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'chapter_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL connection.',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'chapter_db_pool_max',
    help: 'The most PostgreSQL connections this process opens.',
    registers,
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
}
