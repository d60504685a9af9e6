import type { AttendanceStatus } from '@chapter/shared/attendance';
import { readLocal, useLocalValue, writeLocal } from '../../lib/local-store.ts';

/**
 * Attendance marks taken without a connection (docs/installable-app.md): kept on this device per meeting, across
 * reloads, until the server has them. Each says what it replaced, so the server can tell a mark another leader
 * made meanwhile from one this device already sent.
 */
interface QueuedMark {
  userId: number;
  status: AttendanceStatus | null;
  /** The mark the server had, as this device last saw it. */
  previous: AttendanceStatus | null;
}

const key = (meetingId: number) => `chapter:attendance-queue:${meetingId}`;

function parse(raw: string | null): QueuedMark[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? (value as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

export function queuedMarks(meetingId: number): QueuedMark[] {
  return parse(readLocal(key(meetingId)));
}

/** Queues a mark; a second tap for the same member replaces the first, and tapping back to the server's mark drops it. */
export function queueMark(meetingId: number, mark: QueuedMark): void {
  const others = queuedMarks(meetingId).filter((m) => m.userId !== mark.userId);
  const earlier = queuedMarks(meetingId).find((m) => m.userId === mark.userId);
  const previous = earlier ? earlier.previous : mark.previous;
  const next = mark.status === previous ? others : [...others, { ...mark, previous }];
  writeLocal(key(meetingId), JSON.stringify(next));
}

/** Removes the marks the server has answered for (those queued after the send stay). */
export function dropSent(meetingId: number, sent: QueuedMark[]): void {
  const answered = (m: QueuedMark) => sent.some((s) => s.userId === m.userId && s.status === m.status);
  writeLocal(key(meetingId), JSON.stringify(queuedMarks(meetingId).filter((m) => !answered(m))));
}

/** Gives up every mark queued for a meeting (the Secretary discarded what the server refused). */
export function dropQueue(meetingId: number): void {
  writeLocal(key(meetingId), '[]');
}

/** The marks waiting on this device for a meeting, kept current as they change. */
export function useQueuedMarks(meetingId: number): QueuedMark[] {
  return parse(useLocalValue(key(meetingId), '[]')[0]);
}
