import type { Centrifuge } from 'centrifuge';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, hasUsableToken } from './auth.ts';
import { queryClient } from './query-client.ts';
import { sessionKeys } from './session-keys.ts';

/** The SDK's three states, plus "failed" when it gave up and the app retries on its own schedule. */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'failed';

export interface RealtimeStatus {
  state: ConnectionState;
  /** Failed or dropped connections since the last successful one. */
  attempts: number;
  online: boolean;
  /** From the connect result: feeds the version check. */
  serverVersion: string | null;
}

// Real-time timing constants.
const REQUEST_TIMEOUT_MS = 5000;
const MIN_RECONNECT_MS = 500;
const MAX_RECONNECT_MS = 60_000;
const CONNECT_STUCK_MS = 10_000;
const SERVER_PING_DELAY_MS = 10_000;

/** The manual backoff: 1 s doubling, exponent capped at 6, at most 60 s. `attempt` counts from 1. */
export function manualBackoffMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.min(Math.max(attempt - 1, 0), 6), MAX_RECONNECT_MS);
}

/**
 * The wait before the app's own retry: the backoff with "equal jitter" (half fixed, half random), so
 * thousands of phones that lost the server together do not come back in step.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = manualBackoffMs(attempt);
  return Math.round(base / 2 + random() * (base / 2));
}

const initial = (): RealtimeStatus => ({
  state: 'disconnected',
  attempts: 0,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  serverVersion: null,
});

let status = initial();
let client: Centrifuge | null = null;
type Sdk = typeof import('./realtime-sdk.ts')['sdk'];
/** Loaded on the first connect (lib/realtime-sdk.ts); null until then. */
let sdk: Sdk | null = null;
let loadingSdk: Promise<void> | null = null;
/** Whether the signed-in shell wants a connection; a logout while the SDK loads leaves it false. */
let wanted = false;
/** Set while the app itself closes the connection, so the disconnect is not taken for a failure. */
let closingOnPurpose = false;
let stuckTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setStatus(patch: Partial<RealtimeStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

function clearTimers(): void {
  clearTimeout(stuckTimer);
  clearTimeout(retryTimer);
}

function closeOnPurpose(c: Centrifuge): void {
  closingOnPurpose = true;
  try {
    c.disconnect();
  } finally {
    closingOnPurpose = false;
  }
}

/**
 * An attempt stuck for over 10 s is closed and retried. The watchdog times each transport attempt, not the
 * whole "connecting" state: between attempts the SDK waits out its own growing backoff, and cutting that
 * wait short restarted the backoff, so clients hammered a down server every 10 s. The retry after a forced
 * close waits the app's backoff too, and the attempt count only resets on a successful connect.
 */
function armStuckTimer(c: Centrifuge): void {
  clearTimeout(stuckTimer);
  stuckTimer = setTimeout(() => {
    if (client !== c || c.state !== sdk?.State.Connecting) return;
    closeOnPurpose(c);
    setStatus({ state: 'connecting', attempts: status.attempts + 1 });
    retryTimer = setTimeout(() => {
      if (client === c && hasUsableToken() && status.online) c.connect();
    }, retryDelayMs(status.attempts));
  }, CONNECT_STUCK_MS);
}

/** The browser's WebSocket, reporting each transport attempt so the watchdog can time it. */
function attemptTrackingWebSocket(onAttempt: () => void): typeof WebSocket {
  return class extends window.WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      onAttempt();
    }
  };
}

function onGaveUp(s: Sdk, c: Centrifuge, code: number): void {
  setStatus({ state: 'failed', attempts: status.attempts + 1 });
  if (code === s.DISCONNECT.invalidToken) {
    // The session may have been revoked: the session query asks the server, and a refusal signs the user out.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    return;
  }
  retryTimer = setTimeout(() => {
    if (client === c && hasUsableToken() && status.online) c.connect();
  }, retryDelayMs(status.attempts));
}

function createClient(s: Sdk): Centrifuge {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const c: Centrifuge = new s.Centrifuge(`${scheme}://${window.location.host}${s.REALTIME_PATH}`, {
    websocket: attemptTrackingWebSocket(() => armStuckTimer(c)),
    // Read on every (re)connect that needs a token, so a fresh sign-in in another tab is picked up.
    getToken: async () => {
      const token = getToken();
      if (!token || !hasUsableToken()) throw new s.UnauthorizedError('signed out');
      return token;
    },
    timeout: REQUEST_TIMEOUT_MS,
    minReconnectDelay: MIN_RECONNECT_MS,
    maxReconnectDelay: MAX_RECONNECT_MS,
    maxServerPingDelay: SERVER_PING_DELAY_MS,
    // The app handles online/offline itself (below), so the SDK gets a target that never fires.
    networkEventTarget: new EventTarget(),
  });
  c.on('connecting', () => {
    clearTimeout(retryTimer);
    // A drop from connected counts as the first reconnect attempt.
    const dropped = status.state === 'connected';
    setStatus({ state: 'connecting', attempts: status.attempts + (dropped ? 1 : 0) });
  });
  c.on('connected', (ctx) => {
    clearTimers();
    setStatus({ state: 'connected', attempts: 0, serverVersion: s.serverVersionOf(ctx.data) ?? status.serverVersion });
  });
  c.on('error', (ctx) => {
    if (c.state === s.State.Connecting && (ctx.type === 'transport' || ctx.type === 'connect')) {
      // The attempt ended; the SDK now waits its backoff, which is not "stuck".
      clearTimeout(stuckTimer);
      setStatus({ attempts: status.attempts + 1 });
    }
  });
  c.on('disconnected', (ctx) => {
    clearTimeout(stuckTimer);
    if (closingOnPurpose || client !== c) return setStatus({ state: 'disconnected' });
    onGaveUp(s, c, ctx.code);
  });
  return c;
}

function onOffline(): void {
  setStatus({ online: false });
  if (client) closeOnPurpose(client);
  clearTimers();
}

function onOnline(): void {
  setStatus({ online: true });
  if (client && hasUsableToken()) client.connect();
}

/** Opens the connection when a usable token exists; calling it again is harmless. */
function startRealtime(): void {
  wanted = true;
  if (client || !hasUsableToken()) return;
  // Listening starts before the SDK's file arrives, and the state is read afresh: a phone that went offline before
  // or while it loaded must say so (it said "Reconnecting" instead), and connect when the network is back.
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  if (navigator.onLine !== status.online) setStatus({ online: navigator.onLine });
  if (!sdk) {
    if (loadingSdk) return;
    loadingSdk = import('./realtime-sdk.ts').then(
      (loaded) => {
        sdk = loaded.sdk;
        loadingSdk = null;
        if (wanted) startRealtime();
      },
      () => {
        // The SDK's file failed to load (offline, or a deploy replaced it): the banner offers a reload.
        loadingSdk = null;
        setStatus({ state: 'failed', attempts: status.attempts + 1 });
      },
    );
    return;
  }
  client = createClient(sdk);
  // Subscribers of useRealtimeClient learn of the new client even while offline (no state change follows).
  for (const listener of listeners) listener();
  if (status.online) client.connect();
}

/** Closes the connection (logout, expired token) and forgets its state. */
function stopRealtime(): void {
  wanted = false;
  const c = client;
  client = null;
  clearTimers();
  window.removeEventListener('offline', onOffline);
  window.removeEventListener('online', onOnline);
  if (c) {
    closeOnPurpose(c);
    c.removeAllListeners();
  }
  status = initial();
  for (const listener of listeners) listener();
}

/** Keeps the connection open while `token` is set; the signed-in shell mounts it. */
export function useRealtimeConnection(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    startRealtime();
    return stopRealtime;
  }, [token]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => status;

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The server just answered a request while the connection is down or waiting out its backoff (which grows to a
 * minute): try now rather than when the backoff ends, so other leaders' marks reach this grid again at once.
 */
export function reconnectRealtimeNow(): void {
  const c = client;
  if (!c || status.state === 'connected' || !status.online || !hasUsableToken()) return;
  clearTimers();
  closeOnPurpose(c);
  c.connect();
}

/** The live client while signed in, else null; lib/realtime-channels.ts subscribes and publishes through it. */
export function getRealtimeClient(): Centrifuge | null {
  return client;
}

export function useRealtimeClient(): Centrifuge | null {
  return useSyncExternalStore(subscribe, getRealtimeClient, getRealtimeClient);
}
