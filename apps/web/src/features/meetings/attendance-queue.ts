import type { AttendanceStatus } from '@chapter/shared/attendance';
import { getToken, sessionFromToken, useAuthToken } from '../../lib/auth.ts';
import { localKeys, readLocal, useLocalValue, writeLocal } from '../../lib/local-store.ts';

/**
 * Attendance marks taken without a connection (docs/installable-app.md "Writing offline"): kept on this device per
 * account and meeting, across reloads, until the server has them. Each says what it replaced, so the server can
 * tell a mark another leader made meanwhile from one this device already sent.
 *
 * The queue belongs to the account that took the marks: another leader signing in on the same phone neither sees
 * nor sends them (they would go out under that leader's name), and signed out nothing is queued. Logging out asks
 * first (unsent-marks-dialog.tsx); a session that simply ended keeps them for the same account's next sign-in.
 */
interface QueuedMark {
  userId: number;
  status: AttendanceStatus | null;
  /** The mark the server had, as this device last saw it. */
  previous: AttendanceStatus | null;
}

const PREFIX = 'chapter:attendance-queue:';
const key = (account: number, meetingId: number) => `${PREFIX}${account}:${meetingId}`;

/** The account signed in on this device now, or null. */
const currentAccount = (): number | null => sessionFromToken(getToken())?.id ?? null;

function parse(raw: string | null): QueuedMark[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? (value as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

/** The signed-in account's marks waiting for a meeting. */
export function queuedMarks(meetingId: number): QueuedMark[] {
  const account = currentAccount();
  return account === null ? [] : parse(readLocal(key(account, meetingId)));
}

function store(meetingId: number, marks: QueuedMark[]): void {
  const account = currentAccount();
  if (account !== null) writeLocal(key(account, meetingId), JSON.stringify(marks));
}

/** Queues a mark; a second tap for the same member replaces the first, and tapping back to the server's mark drops it. */
export function queueMark(meetingId: number, mark: QueuedMark): void {
  const queued = queuedMarks(meetingId);
  const others = queued.filter((m) => m.userId !== mark.userId);
  const earlier = queued.find((m) => m.userId === mark.userId);
  const previous = earlier ? earlier.previous : mark.previous;
  store(meetingId, mark.status === previous ? others : [...others, { ...mark, previous }]);
}

/** Removes the marks the server has answered for (those queued after the send stay). */
export function dropSent(meetingId: number, sent: QueuedMark[]): void {
  const answered = (m: QueuedMark) => sent.some((s) => s.userId === m.userId && s.status === m.status);
  store(
    meetingId,
    queuedMarks(meetingId).filter((m) => !answered(m)),
  );
}

/** Gives up every mark queued for a meeting (the Secretary discarded what the server refused). */
export function dropQueue(meetingId: number): void {
  store(meetingId, []);
}

/** Every meeting with marks of the signed-in account waiting on this device (asked before logging out). */
export function waitingMarks(): { meetingId: number; marks: QueuedMark[] }[] {
  const account = currentAccount();
  if (account === null) return [];
  const own = `${PREFIX}${account}:`;
  return localKeys(own)
    .map((k) => ({ meetingId: Number(k.slice(own.length)), marks: parse(readLocal(k)) }))
    .filter((w) => Number.isInteger(w.meetingId) && w.marks.length > 0)
    .sort((a, b) => a.meetingId - b.meetingId);
}

/** The signed-in account's marks waiting for a meeting, kept current as they change (and as the account does). */
export function useQueuedMarks(meetingId: number): QueuedMark[] {
  const account = sessionFromToken(useAuthToken())?.id;
  // Signed out, a key nothing is ever written under.
  const [raw] = useLocalValue(account === undefined ? `${PREFIX}none` : key(account, meetingId), '[]');
  return account === undefined ? [] : parse(raw);
}
