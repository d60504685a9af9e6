/**
 * What the hub needs from a broker: fan-out between server processes, per-channel history streams and
 * presence. The memory broker serves one process; the Redis broker makes several processes act as one.
 */

/** A position in a channel's stream. The epoch changes whenever the stream is lost (restart, expiry). */
export interface StreamPosition {
  offset: number;
  epoch: string;
}

/**
 * A publication as it travels through the broker. `body` is the JSON text `{"data":…,"info":…}` without the
 * offset, serialised once by the publisher and never parsed again on the way to the sockets.
 */
export interface BrokerPublication {
  body: string;
  /** Set for channels with history. */
  offset?: number;
  epoch?: string;
}

/** Who a publication or presence entry belongs to (snake_case: it goes to the client as is). */
export interface ClientInfo {
  user: string;
  client: string;
  conn_info?: unknown;
}

export interface HistoryQuery {
  /** Exclusive: publications after this offset (before it when reverse). */
  since?: StreamPosition;
  /** 0 = only the top position; -1 = everything kept. */
  limit: number;
  reverse?: boolean;
}

export interface HistoryResult {
  publications: BrokerPublication[];
  position: StreamPosition;
}

/** Closes the sockets of revoked sessions: given session ids, or all sessions of a user except one. */
export interface DisconnectControl {
  type: 'disconnect';
  origin: string;
  sessionIds?: string[];
  userId?: number;
  exceptSessionId?: string;
}

/** The app narrowed who may read a channel: each subscriber's right is checked again. */
export interface RecheckControl {
  type: 'recheck';
  origin: string;
  channel: string;
}

/**
 * A role's permissions changed (role permission overrides): connections of the group's members (every group's
 * when absent: the platform layer) load their rights again and leave the channels they may no longer read.
 */
export interface RightsControl {
  type: 'rights';
  origin: string;
  groupId?: number;
}

/** Messages every process must act on. */
export type ControlMessage = DisconnectControl | RecheckControl | RightsControl;

export interface BrokerEvents {
  onPublication(channel: string, pub: BrokerPublication): void;
  onJoin(channel: string, info: ClientInfo): void;
  onLeave(channel: string, info: ClientInfo): void;
  onControl(msg: ControlMessage): void;
  /** The fan-out link was lost and restored: publications may have been missed on every channel. */
  onResync(): void;
}

export interface Broker {
  /** Which broker this is (a label of the metrics). */
  readonly kind: 'memory' | 'redis';
  /** Whether fan-out between processes works right now (always for the in-process broker). */
  connected(): boolean;
  start(events: BrokerEvents): Promise<void>;
  /** Publishes; with history the stream gets the next offset atomically with the fan-out. */
  publish(channel: string, body: string, history: boolean): Promise<StreamPosition | undefined>;
  publishJoin(channel: string, info: ClientInfo): Promise<void>;
  publishLeave(channel: string, info: ClientInfo): Promise<void>;
  publishControl(msg: ControlMessage): Promise<void>;
  /** Starts receiving the channel's publications on this process (called for the first local subscriber). */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Reads the stream; creates its epoch when the stream does not exist yet. */
  history(channel: string, query: HistoryQuery): Promise<HistoryResult>;
  /**
   * Replaces kept publications in place, at the same offsets: `rewrite` gets each body and answers a new one, or
   * undefined to keep it. How a deleted or edited message's old text leaves the history. Answers how many changed.
   */
  rewriteHistory(channel: string, rewrite: (body: string) => string | undefined): Promise<number>;
  addPresence(channel: string, clientId: string, info: ClientInfo): Promise<void>;
  removePresence(channel: string, clientId: string): Promise<void>;
  presence(channel: string): Promise<Record<string, ClientInfo>>;
  close(): Promise<void>;
}

/** Limits a broker applies; the hub owns the object so tests can lower them. */
export interface BrokerLimits {
  historySize: number;
  historyTtlMs: number;
  /** How long a stream's epoch and top offset outlive its last publication. */
  historyMetaTtlMs: number;
  presenceTtlMs: number;
}
