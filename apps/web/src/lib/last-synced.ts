import { readLocal, useLocalValue, writeLocal } from './local-store.ts';

/**
 * When this device last heard from the server (docs/installable-app.md): the newest `Date` of any answer. An answer
 * the service worker serves offline carries the date it was first sent, so it never moves this forward; offline,
 * this is how old what the member sees may be.
 */
const KEY = 'chapter:last-synced';

export function noteAnswerDate(header: string | null): void {
  const at = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(at)) return;
  const known = Date.parse(readLocal(KEY) ?? '');
  if (!Number.isNaN(known) && known >= at) return;
  writeLocal(KEY, new Date(at).toISOString());
}

/** The instant (ISO) of the newest answer this device received; '' before any. */
export function useLastSynced(): string {
  return useLocalValue(KEY, '')[0];
}
