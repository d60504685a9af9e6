import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One line of the summary: a figure, the target it is held to (as text) and whether it meets it. */
export interface SummaryRow {
  benchmark: string;
  figure: string;
  value: string;
  target: string;
  ok: boolean | undefined;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  date: string;
}

export function machine(): Machine {
  let cpuModel = 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':').slice(1).join(':').trim();
  } catch {
    // Not Linux: leave it unknown.
  }
  return { cpus: availableParallelism(), cpuModel, node: process.version, date: new Date().toISOString() };
}

export const machineLine = (m: Machine) =>
  `Machine: ${m.cpus} CPUs (nproc), ${m.cpuModel}, Node ${m.node}; run ${m.date}`;

/** The installed version of a package, or 'not installed'. */
function packageVersion(name: string): string {
  let dir: string;
  try {
    dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  } catch {
    return 'not installed';
  }
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? 'unknown';
  }
  return 'unknown';
}

export const packagesLine = (names: string[]) =>
  `Packages: ${names.map((n) => `${n} ${packageVersion(n)}`).join(', ')}`;

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** Nearest-rank percentile (p in 0–100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
}

export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const fixed = (n: number, digits = 2) => n.toFixed(digits);
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const mark = (ok: boolean | undefined) => (ok === undefined ? '–' : ok ? 'PASS' : 'FAIL');

/** A plain-text table with aligned columns (first column left, the rest right). */
export function textTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A Markdown table, padded as the formatter (Biome) lays it out: first column left, the rest right. */
export function markdownTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (c: string, i: number) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w - 1)}` : `${'-'.repeat(w - 1)}:`));
  return [line(head), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const RESULTS_HEADER = `# Benchmark results

Written by \`npm run bench\` (see README.md). Each benchmark replaces its own section; figures are ratios and
latencies measured in one run on the machine named in the section.
`;

/** Creates RESULTS.md or replaces the benchmark's section in it, keeping the other sections. */
export function writeResultsSection(file: URL, name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : RESULTS_HEADER;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from !== -1 && to > from) text = `${text.slice(0, from)}${block}${text.slice(to + end.length)}`;
  else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

/** True when the module at `url` is the script node was started with. */
export const isMain = (url: string) => process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === url;
