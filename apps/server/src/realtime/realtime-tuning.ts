import type { BrokerLimits } from './broker.ts';

/** Timings and limits, read at each use so tests (and operators) can lower them on a running hub. */
export interface RealtimeTuning extends BrokerLimits {
  pingIntervalMs: number;
  pongTimeoutMs: number;
  /** A socket must send a successful connect within this time (else 3502). */
  connectTimeoutMs: number;
  /** Open connections one user may hold on this process (phones, tabs, laptops); more are refused with 3504. */
  maxConnectionsPerUser: number;
  /** Sockets from one address that have not connected yet; more upgrades are refused with 429. */
  maxPendingPerIp: number;
  /** Per-connection send queue, bytes (else 3008). */
  maxQueueBytes: number;
  maxChannels: number;
  /** Frames received but not processed yet before the socket stops being read. */
  maxPendingFrames: number;
  /** After a server-initiated close, a socket that does not finish the close handshake is dropped. */
  closeTimeoutMs: number;
  /** After the token's expiry, time left to send a refresh before 3005. */
  expiryGraceMs: number;
  clientPublishesPerSecond: number;
  presenceRefreshMs: number;
}

export const DEFAULT_TUNING: RealtimeTuning = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  // A socket that sends no connect is dropped after 10 s, the client's own attempt timeout, instead of 15 s:
  // a slow phone still gets the whole of its own attempt.
  connectTimeoutMs: 10_000,
  maxConnectionsPerUser: 20,
  maxPendingPerIp: 50,
  maxQueueBytes: 4 * 1024 * 1024,
  maxChannels: 128,
  maxPendingFrames: 32,
  closeTimeoutMs: 5_000,
  expiryGraceMs: 25_000,
  clientPublishesPerSecond: 20,
  historySize: 300,
  historyTtlMs: 10 * 60_000,
  historyMetaTtlMs: 7 * 24 * 60 * 60_000,
  presenceTtlMs: 60_000,
  presenceRefreshMs: 25_000,
};

/** The sweep's unit of time: connections keep their ping and pong deadlines as counts of it. */
export const TICK_MS = 25;

/** Ticks until `ms` from now, at least one. */
export const ticksIn = (ms: number): number => Math.max(1, Math.ceil(ms / TICK_MS));

/**
 * How often the sweep runs: a third of the shorter ping timing, within 25 ms – 1 s, so a ping or a pong
 * deadline is late by at most a third of it (docs/realtime.md "Connection").
 */
export const sweepPeriod = (t: RealtimeTuning): number =>
  Math.min(1000, Math.max(TICK_MS, Math.min(t.pingIntervalMs, t.pongTimeoutMs) / 3));
