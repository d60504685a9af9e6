import { CLIENT_VERSION } from '@chapter/shared/constants';
import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { clearOfflineData } from './service-worker.ts';

/** The token lives in localStorage under this key (docs/product-rules.md "Session"). */
export const TOKEN_KEY = 'token';

/** The claims the client reads; the server verifies the signature, the client only reads them. */
interface TokenClaims {
  sub?: string;
  exp?: number;
  version?: string;
  permissions?: string[];
}

/** The user session read from the token (docs/product-rules.md "Session"). */
interface UserSession {
  id: number;
  version: string;
  permissions: string[];
  /** Epoch milliseconds, or null when the token carries no exp. */
  expiresAt: number | null;
}

/** Why the last session ended: after an expired or refused one, the next sign-in returns to the page left. */
type SessionEnd = 'expired' | 'logout';

const listeners = new Set<() => void>();
let lastEnd: SessionEnd = 'expired';
const notify = () => {
  for (const listener of listeners) listener();
};

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  lastEnd = 'expired';
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } finally {
    notify();
  }
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The last token read and its claims: every API call and session check reads the same token again. */
let lastDecoded: { token: string; claims: TokenClaims | null } | undefined;

/** Reads a JWT's payload without verifying it; null when it is not a readable JWT. */
export function decodeToken(token: string): TokenClaims | null {
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: readClaims(token) };
  return lastDecoded.claims;
}

function readClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** A token whose exp is in the past is expired. */
export function isTokenExpired(claims: TokenClaims | null, now: number = Date.now()): boolean {
  return typeof claims?.exp === 'number' && claims.exp * 1000 <= now;
}

export function sessionFromToken(token: string | null): UserSession | null {
  const claims = token ? decodeToken(token) : null;
  const id = Number(claims?.sub);
  if (!claims || !Number.isInteger(id)) return null;
  return {
    id,
    version: typeof claims.version === 'string' ? claims.version : CLIENT_VERSION,
    permissions: Array.isArray(claims.permissions) ? claims.permissions.map(String) : [],
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
  };
}

/** True when a stored token is readable and not expired (the server may still refuse it). */
export function hasUsableToken(): boolean {
  const token = getToken();
  return sessionFromToken(token) !== null && !isTokenExpired(token ? decodeToken(token) : null);
}

export function lastSessionEnd(): SessionEnd {
  return lastEnd;
}

/** Forgets how the last session ended, as a fresh page load does (tests share the module between them). */
export function resetSessionEnd(): void {
  lastEnd = 'expired';
}

/** Ends the local session: token removed, cache cleared. The router then sends the user to /login. */
export function endSession(reason: SessionEnd = 'expired'): void {
  lastEnd = reason;
  clearToken();
  queryClient.clear();
  clearOfflineData();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token while it is usable; an expired or unreadable one is removed and reads as null. */
export function useAuthToken(): string | null {
  const token = useSyncExternalStore(subscribe, getToken, () => null);
  const unusable = token !== null && (sessionFromToken(token) === null || isTokenExpired(decodeToken(token)));
  useEffect(() => {
    if (unusable) endSession();
  }, [unusable]);
  return unusable ? null : token;
}
