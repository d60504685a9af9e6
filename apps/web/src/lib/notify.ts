import { ApiError } from './api-error.ts';
import { toast } from './toast.ts';

/**
 * The one way a mutation's outcome is told (docs/web-conventions.md): a success toast with the server's message,
 * and a failure toast with the server's reason (or a fallback when no answer came). A form shows a 400 answer's
 * field messages next to their fields instead (showServerErrors in lib/forms.ts).
 */
export function notifyDone(title: string, message: string): void {
  toast({ title, description: message, variant: 'success' });
}

export function notifyFailed(title: string, err: unknown, fallback = 'Please try again.'): void {
  toast({ title, description: failureReason(err, fallback), variant: 'destructive' });
}

/** What went wrong, in words for the member: the server's reason, or the fallback when there is none. */
export function failureReason(err: unknown, fallback = 'Please try again.'): string {
  return err instanceof ApiError ? err.message : fallback;
}
