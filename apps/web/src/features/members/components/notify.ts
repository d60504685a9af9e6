import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

/** Shows a leadership action's outcome: the server's message on success, its reason on failure. */
export function notifyDone(title: string, message: string): void {
  toast({ title, description: message, variant: 'success' });
}

export function notifyFailed(title: string, err: unknown): void {
  const message = err instanceof ApiError ? err.message : 'Please try again.';
  toast({ title, description: message, variant: 'destructive' });
}
