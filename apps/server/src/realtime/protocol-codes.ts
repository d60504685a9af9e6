/**
 * Centrifuge protocol error and disconnect codes. The SDK decides from the code alone
 * whether to retry, so each code here is chosen for the client behaviour it triggers.
 */
export interface ProtocolError {
  code: number;
  message: string;
  /** Temporary errors make the SDK retry (resubscribe / reconnect with backoff). */
  temporary?: boolean;
}

export const Errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  /** On refresh the SDK only retries temporary errors, so an expired refresh token is marked temporary. */
  tokenExpiredTemporary: { code: 109, message: 'token expired', temporary: true },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, ProtocolError>;

export interface DisconnectReason {
  code: number;
  /** Plain text: the SDK tries JSON.parse(reason) first, and a JSON reason would change its decision. */
  reason: string;
}

/** 3000–3499: the SDK reconnects. 3500–3999: terminal, the SDK stays disconnected. */
export const Disconnects = {
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  sessionRevoked: { code: 3500, reason: 'session revoked' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
} as const satisfies Record<string, DisconnectReason>;

/** Unsubscribe push codes: ≥2500 makes the SDK resubscribe (with recovery when it holds a position). */
export const Unsubscribes = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
} as const satisfies Record<string, DisconnectReason>;
