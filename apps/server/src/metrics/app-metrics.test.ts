import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { scheduleJob } from '../lib/scheduler.ts';
import { ALERT_RULES, parseExposition, sample } from '../test/metrics-scrape.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAppMetrics } from './app-metrics.ts';

describe('scheduled jobs in the metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts every run of a job and each failed one, and when it last succeeded', async () => {
    const metrics = createAppMetrics({
      db: t.ctx.db,
      realtime: t.ctx.realtime,
      clock: t.clock,
      version: 't',
      log: t.ctx.log,
    });
    let fail = true;
    const job = await scheduleJob(
      'flaky-job',
      60 * 60_000,
      async () => {
        if (fail) throw new Error('the mail server said no');
      },
      t.ctx.log,
      metrics.observeJob,
    );
    await job.stop();
    let samples = parseExposition(await metrics.registry.metrics());
    expect(sample(samples, 'chapter_job_runs_total', { job: 'flaky-job' })).toBe(1);
    expect(sample(samples, 'chapter_job_failures_total', { job: 'flaky-job' })).toBe(1);
    expect(sample(samples, 'chapter_job_last_success_timestamp_seconds', { job: 'flaky-job' })).toBeUndefined();

    fail = false;
    await (await scheduleJob('flaky-job', 60 * 60_000, async () => {}, t.ctx.log, metrics.observeJob)).stop();
    samples = parseExposition(await metrics.registry.metrics());
    expect(sample(samples, 'chapter_job_runs_total', { job: 'flaky-job' })).toBe(2);
    expect(sample(samples, 'chapter_job_failures_total', { job: 'flaky-job' })).toBe(1);
    expect(sample(samples, 'chapter_job_last_success_timestamp_seconds', { job: 'flaky-job' })).toBe(
      t.clock.now().getTime() / 1000,
    );
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-metrics-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir, ...env });

  it('are off unless METRICS_PORT is set, and bind to loopback by default', () => {
    expect(load({}).metrics).toBeUndefined();
    expect(load({ METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(load({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(load({ METRICS_PORT: '13001', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 13001,
      host: '10.0.0.5',
    });
    expect(() => load({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });
});

describe('the alert rules', () => {
  const promtool = '/usr/bin/promtool';
  const hasPromtool = existsSync(promtool);

  // Debian's `prometheus` package brings promtool; CI does not install it (about 100 MB for one check).
  it.skipIf(!hasPromtool)('are valid Prometheus rules (promtool)', async () => {
    const { stdout } = await promisify(execFile)(promtool, ['check', 'rules', ALERT_RULES]);
    expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('each have a paragraph in docs/operations.md saying what it means and what to do', () => {
    const alerts = [...readFileSync(ALERT_RULES, 'utf8').matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
    const doc = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');
    expect(alerts.length).toBeGreaterThan(5);
    expect(alerts.filter((a) => !doc.includes(`**${a}**`))).toEqual([]);
  });
});
