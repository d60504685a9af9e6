/**
 * `npm run bench`: every benchmark in sequence, a summary table, and bench/RESULTS.md (one section per
 * benchmark, replaced on each run). Exits non-zero only when a benchmark could not run, never on a target.
 */

import { chapterMarkdown, chapterSummary, printChapter, runChapter } from './chapter.bench.ts';
import { fanoutMarkdown, fanoutSummary, printFanout, runFanout } from './fanout.bench.ts';
import { httpMarkdown, httpSummary, printHttp, runHttp } from './http.bench.ts';
import { importsMarkdown, importsSummary, printImports, runImports } from './imports.bench.ts';
import { lighthouseMarkdown, lighthouseSummary, printLighthouse } from './lib/lighthouse-report.ts';
import { machine, machineLine, mark, type SummaryRow, textTable, writeResultsSection } from './lib/report.ts';
import { printThursday, thursdayMarkdown, thursdaySummary } from './lib/thursday-report.ts';
import { runLighthouse } from './lighthouse.bench.ts';
import { pageCostMarkdown, pageCostSummary, printPageCost, runPageCost } from './page-cost.bench.ts';
import { printSearch, runSearch, searchMarkdown, searchSummary } from './search.bench.ts';
import { printSendToPush, pushMarkdown, pushSummary, runSendToPush } from './send-to-push.bench.ts';
import { runThursday } from './thursday.bench.ts';

const RESULTS = new URL('./RESULTS.md', import.meta.url);

interface Benchmark {
  name: string;
  run(): Promise<{ summary: SummaryRow[]; markdown: string }>;
}

const benchmarks: Benchmark[] = [
  {
    name: 'http',
    async run() {
      const r = await runHttp();
      printHttp(r);
      return { summary: httpSummary(r), markdown: httpMarkdown(r) };
    },
  },
  {
    name: 'page-cost',
    async run() {
      const r = await runPageCost();
      printPageCost(r);
      return { summary: pageCostSummary(r), markdown: pageCostMarkdown(r) };
    },
  },
  {
    name: 'search',
    async run() {
      const r = await runSearch();
      printSearch(r);
      return { summary: searchSummary(r), markdown: searchMarkdown(r) };
    },
  },
  {
    name: 'imports',
    async run() {
      const r = await runImports();
      printImports(r);
      return { summary: importsSummary(r), markdown: importsMarkdown(r) };
    },
  },
  {
    name: 'fanout',
    async run() {
      const r = await runFanout();
      printFanout(r);
      return { summary: fanoutSummary(r), markdown: fanoutMarkdown(r) };
    },
  },
  {
    name: 'send-to-push',
    async run() {
      const r = await runSendToPush();
      printSendToPush(r);
      return { summary: pushSummary(r), markdown: pushMarkdown(r) };
    },
  },
  {
    name: 'chapter',
    async run() {
      const r = await runChapter();
      printChapter(r);
      return { summary: chapterSummary(r), markdown: chapterMarkdown(r) };
    },
  },
  {
    name: 'thursday',
    async run() {
      const r = await runThursday();
      printThursday(r);
      return { summary: thursdaySummary(r), markdown: thursdayMarkdown(r) };
    },
  },
  {
    name: 'lighthouse',
    async run() {
      const r = await runLighthouse();
      printLighthouse(r);
      return { summary: lighthouseSummary(r), markdown: lighthouseMarkdown(r) };
    },
  },
];

// BENCH_ONLY=http,page-cost runs (and rewrites the RESULTS.md sections of) only those benchmarks.
const only = process.env.BENCH_ONLY?.split(',').map((n) => n.trim());
const unknown = only?.filter((n) => !benchmarks.some((b) => b.name === n)) ?? [];
if (unknown.length) throw new Error(`BENCH_ONLY names no benchmark: ${unknown.join(', ')}`);

const begun = performance.now();
console.log(machineLine(machine()));
const summary: SummaryRow[] = [];
let failed = false;
for (const b of benchmarks.filter((x) => !only || only.includes(x.name))) {
  console.log(`\n=== ${b.name} ===`);
  try {
    const { summary: rows, markdown } = await b.run();
    summary.push(...rows);
    writeResultsSection(RESULTS, b.name, markdown);
  } catch (err) {
    failed = true;
    console.error(`${b.name} failed:`, err);
    summary.push({ benchmark: b.name, figure: 'run', value: 'failed', target: '', ok: false });
  }
}
console.log('\n=== summary ===');
console.log(
  textTable(
    ['benchmark', 'figure', 'value', 'target', 'meets'],
    summary.map((r) => [r.benchmark, r.figure, r.value, r.target, r.target ? mark(r.ok) : '']),
  ),
);
console.log(`\nall benchmarks took ${((performance.now() - begun) / 1000).toFixed(0)} s; figures in bench/RESULTS.md`);
if (failed) process.exitCode = 1;
