import { sessionFromToken, useAuthToken } from '../../../lib/auth.ts';
import { useLocalValue } from '../../../lib/local-store.ts';

/**
 * Where this device keeps an account's waiting slips (the same key as sheet/slip-queue.ts, docs/quick-slip.md
 * "Offline"), and whether any wait: all the signed-in layout needs to know before it loads the sender, so every
 * page carries only this much of the queue.
 */
const slipQueueKey = (account: number) => `chapter:slip-queue:${account}`;

/** Whether the signed-in account has slips on this device, kept current as they change (and as the account does). */
export function useSlipsWaiting(): boolean {
  const account = sessionFromToken(useAuthToken())?.id;
  // Signed out, a key nothing is ever written under.
  const [raw] = useLocalValue(account === undefined ? 'chapter:slip-queue:none' : slipQueueKey(account), '[]');
  return account !== undefined && raw !== '[]';
}
