/** The Thursday 7 am benchmark's options, thresholds and result shapes, shared by the run and its report. */
import { DEFAULT_ORG } from './org-generator.ts';
import type { Machine } from './report.ts';
import type { PoolSample } from './thursday-probes.ts';
export interface ThursdayOptions {
  pgUrl: string;
  redisUrl: string;
  chapters: number;
  membersPerChapter: number;
  sockets: number;
  /** Each step's window, ms: the half hour compressed at the step's per-second rate. */
  windowMs: number;
  /** A member's pause between two actions, ms. */
  thinkMs: number;
  /** Steps, as multiples of the real rate; the ladder stops at the first step that breaks. */
  multipliers: number[];
  /**
   * Process counts, one topology each: the first climbs the ladder (behind nginx when more than one), the others
   * run its steps. 1 is the process alone, without nginx.
   */
  processes: number[];
  socketChildren: number;
}

const env = process.env;
const numberList = (v: string | undefined) => v?.split(',').map(Number).filter(Number.isFinite);

export const DEFAULT_THURSDAY: ThursdayOptions = {
  pgUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  // A database of its own on the shared Redis: other runs' rate-limit keys (by user id) stay apart.
  redisUrl: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9',
  chapters: Number(env.BENCH_THURSDAY_CHAPTERS ?? DEFAULT_ORG.chapters),
  membersPerChapter: DEFAULT_ORG.membersPerChapter,
  sockets: Number(env.BENCH_THURSDAY_SOCKETS ?? 10_000),
  windowMs: Number(env.BENCH_THURSDAY_WINDOW_S ?? 30) * 1000,
  thinkMs: 1500,
  multipliers: numberList(env.BENCH_THURSDAY_STEPS) ?? [1, 5, 10, 20, 40],
  processes: numberList(env.BENCH_THURSDAY_PROCESSES) ?? [2, 1],
  socketChildren: 3,
};

/** The real half hour: every member once (5 actions + a leader's approval), every member's attendance mark. */
export const HALF_HOUR_MS = 30 * 60_000;
export const P99_TARGET_MS = 100;
/** A warm-up at the real rate before the measured steps. */
export const WARM_UP_MS = 15_000;
export const IDLE_KB_TARGET = 10;
/** A step is broken when one of these is passed. */
export const BREAK = { errorShare: 0.01, p99Ms: 1000, lagP99Ms: 500 };
export const ACTIONS = [
  'sign in',
  'home',
  'RSVP',
  'inbox message',
  'referral',
  'thanks',
  'approve',
  'attendance sheet',
  'attendance mark',
];

export interface ActionRow {
  name: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  samples: string[];
}

export interface StepFigures {
  multiplier: number;
  members: number;
  marks: number;
  actions: ActionRow[];
  homeCalls: ActionRow[];
  actionsPerSecond: number;
  requestsPerSecond: number;
  messages: { sent: number; accepted: number; expected: number; delivered: number; lost: number; duplicates: number };
  pushP50: number;
  pushP99: number;
  lagP99: number;
  /** Server CPU, % of one core, per process over the step. */
  cpu: number[];
  /** RSS per process at the end of the step, MB. */
  rssMb: number[];
  /** Both cores' busy share over the step, % (everything on the machine: servers, PostgreSQL, clients…). */
  machineBusy: number;
  /** PostgreSQL transactions (statements outside a transaction count one each) per HTTP request. */
  transactionsPerRequest: number;
  /** The servers' database pools as PostgreSQL saw them during the step. */
  pool: PoolSample;
  /** Where the machine's CPU went over the step, % of one core (both cores = 200 %). */
  cpuShares: { postgres: number; redis: number; nginx: number; loadGenerators: number; other: number };
  closedSockets: number;
  broken: string | undefined;
}

export interface TopologyResult {
  name: string;
  processes: number;
  viaNginx: boolean;
  /** How the traffic reached the processes. */
  entry: string;
  socketsOpened: number;
  /** Of those, through nginx (the rest went to the processes directly after nginx refused them). */
  throughNginx: number;
  refusedByNginx: number;
  socketOpenSeconds: number;
  socketErrors: string[];
  /** Distinct lines of nginx's error log above notice level (its limits, when reached). */
  nginxErrors: string[];
  idleRssMb: number[];
  socketsRssMb: number[];
  /** (RSS after − RSS before opening the sockets), all processes, per socket. */
  kbPerConnection: number;
  /** (RSS after all − RSS after the first half) ÷ the second half's sockets: the marginal cost. */
  marginalKbPerConnection: number;
  /** The same for nginx's processes, per socket through nginx. */
  nginxKbPerConnection: number;
  steps: StepFigures[];
  brokeAt: string | undefined;
}

export interface ThursdayResult {
  options: ThursdayOptions;
  machine: Machine;
  loadBefore: number[];
  loadAfter: number[];
  org: { seconds: number; counts: Record<string, number>; meetingStartsAt: string };
  server: string;
  topologies: TopologyResult[];
  wallSeconds: number;
}

// ---------------------------------------------------------------------------------------------- processes
