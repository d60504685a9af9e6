import { useSyncExternalStore } from 'react';
import { dropQueue, waitingMarks } from './attendance-queue.ts';

/**
 * Logging out with attendance marks still on this device (docs/installable-app.md "Writing offline"): the leader is asked
 * to send them now or discard them, so none stay behind on the device. The question is a small store;
 * UnsentMarksDialog (mounted by the signed-in layout) registers the check, shows the question and answers it.
 */
type Answer = (logOut: boolean) => void;

let pending: Answer | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Gives up every mark the signed-in account has waiting on this device. */
export function discardWaitingMarks(): void {
  for (const { meetingId } of waitingMarks()) dropQueue(meetingId);
}

/**
 * The sign-out check (lib/sign-out-checks.ts) the dialog registers while mounted: resolves true when logging out
 * may go on (no marks wait, or the leader sent or discarded them), false when they chose to stay signed in.
 */
export function askAboutUnsentMarks(): Promise<boolean> {
  if (waitingMarks().length === 0) return Promise.resolve(true);
  pending?.(false);
  return new Promise((resolve) => {
    pending = resolve;
    notify();
  });
}

function answer(logOut: boolean): void {
  const resolve = pending;
  pending = null;
  notify();
  resolve?.(logOut);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the dialog: whether the question is open, and how to answer it. */
export function useUnsentMarksQuestion(): { open: boolean; answer: Answer } {
  const open = useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  );
  return { open, answer };
}
