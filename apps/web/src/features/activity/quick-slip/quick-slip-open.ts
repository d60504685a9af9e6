import type { Profile } from '@chapter/shared/profile.schemas';
import { useSyncExternalStore } from 'react';
import { can } from '../../../lib/permissions.ts';

/** Who gets the quick slip: a member of a group who may record activity (the server's rule for a create). */
export const canGiveSlips = (user: Profile) => user.group !== null && can(user, 'view_activity');

/**
 * Whether the quick slip is open (docs/quick-slip.md): one small store, so home's card and the phone's bottom bar
 * open the same sheet, which the signed-in layout mounts (quick-slip-host.tsx) and loads only once asked for.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export const openQuickSlip = () => set(true);
export const closeQuickSlip = () => set(false);

export function useQuickSlipOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
