import type { CreateActivityRequest } from '@chapter/shared/activity.schemas';
import { getToken, sessionFromToken, useAuthToken } from '../../../../lib/auth.ts';
import { readLocal, useLocalValue, writeLocal } from '../../../../lib/local-store.ts';

/**
 * Slips made without a connection (docs/quick-slip.md "Offline"), kept as attendance marks are
 * (docs/installable-app.md "Writing offline"): on this device, per account, across reloads, until the server has
 * them. Each is the create request itself, with the clientRequestId chosen when it was made, so sending it again
 * after a send whose answer was lost stores it once. Another member signing in on the same phone neither sees nor
 * sends them: they would go out under that member's name.
 */
export interface QueuedSlip {
  request: CreateActivityRequest;
  /** For the toast once it is sent, and the list of what waits. */
  receiverName: string;
  /** The server's reason when it refused the slip for good: it stays until sent again or discarded. */
  refused?: string;
}

/**
 * The same key as ../slips-waiting.ts, written out rather than imported: a module both the signed-in layout and
 * this lazy one import becomes a file of its own on every page (docs/quick-slip.md "Weight").
 */
const key = (account: number) => `chapter:slip-queue:${account}`;
const currentAccount = (): number | null => sessionFromToken(getToken())?.id ?? null;

function parse(raw: string | null): QueuedSlip[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? (value as QueuedSlip[]) : [];
  } catch {
    return [];
  }
}

/** The signed-in account's slips waiting on this device, oldest first. */
export function queuedSlips(): QueuedSlip[] {
  const account = currentAccount();
  return account === null ? [] : parse(readLocal(key(account)));
}

function store(slips: QueuedSlip[]): void {
  const account = currentAccount();
  if (account !== null) writeLocal(key(account), JSON.stringify(slips));
}

const idOf = (slip: QueuedSlip) => slip.request.clientRequestId;

/** Keeps a slip to send later; the same slip queued twice (its request id) is kept once. */
export function queueSlip(slip: QueuedSlip): void {
  store([...queuedSlips().filter((s) => idOf(s) !== idOf(slip)), slip]);
}

/** Drops a slip the server has (or that the member discarded). */
export function dropSlip(clientRequestId: string): void {
  store(queuedSlips().filter((s) => s.request.clientRequestId !== clientRequestId));
}

/** Marks a slip the server refused for good, or (reason null) clears the mark so it is sent again. */
export function markRefused(clientRequestId: string, reason: string | null): void {
  store(
    queuedSlips().map((s) => {
      if (idOf(s) !== clientRequestId) return s;
      const { refused: _, ...rest } = s;
      return reason === null ? rest : { ...rest, refused: reason };
    }),
  );
}

/** The signed-in account's waiting slips, kept current as they change (and as the account does). */
export function useQueuedSlips(): QueuedSlip[] {
  const account = sessionFromToken(useAuthToken())?.id;
  // Signed out, a key nothing is written under: no account has id 0.
  const [raw] = useLocalValue(key(account ?? 0), '[]');
  return account === undefined ? [] : parse(raw);
}
