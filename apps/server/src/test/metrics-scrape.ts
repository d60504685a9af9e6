import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const ALERT_RULES = path.join(repoRoot, 'deploy/prometheus/alerts.yml');
const DASHBOARD = path.join(repoRoot, 'deploy/grafana/chapter.json');

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped; label values unescaped). */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[l[1] as string] = (l[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return samples;
}

/** One scrape of a /metrics URL, parsed. */
export async function scrape(url: string): Promise<Sample[]> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`scrape ${url}: ${res.status}`);
  return parseExposition(await res.text());
}

/** The sum of the samples of `name` whose labels include `labels`; undefined when none has them. */
export function sample(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const hits = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return hits.length === 0 ? undefined : hits.reduce((sum, s) => sum + s.value, 0);
}

/** Our series and prom-client's process ones, as an alert or a panel names them. */
const METRIC_NAME = /\b(?:chapter|process|nodejs)_[a-z0-9_]+\b/g;

/** Every series name the alert rules and the Grafana dashboard's queries use. */
export function referencedMetricNames(): string[] {
  const names = new Set(readFileSync(ALERT_RULES, 'utf8').match(METRIC_NAME) ?? []);
  const exprs: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if ((k === 'expr' || k === 'query') && typeof child === 'string') exprs.push(child);
        else walk(child);
      }
    }
  };
  walk(JSON.parse(readFileSync(DASHBOARD, 'utf8')));
  for (const e of exprs) for (const n of e.match(METRIC_NAME) ?? []) names.add(n);
  return [...names].sort();
}
