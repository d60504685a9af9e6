import { apiErrorOf } from './api-error.ts';
import { toast } from './toast.ts';

/**
 * The one way a toast is shown (docs/web-conventions.md "Telling the outcome of a change"): a success with the
 * server's message, a failure with the server's reason (or a fallback when no answer came), and the few toasts that
 * are neither. A form shows a 400 answer's field messages next to their fields instead (showServerErrors in
 * lib/forms.ts). Only this file imports lib/toast.ts's toast() (apps/web/lint/outcome-toasts.grit).
 */

interface ToastTiming {
  /** Milliseconds before it closes by itself; the provider's 5000 ms when absent. */
  duration?: number;
}

/** A change went through: its title, and the server's message or what happens next when there is one. */
export function notifyDone(title: string, message?: string, timing: ToastTiming = {}): void {
  toast({ title, description: message, variant: 'success', ...timing });
}

/** A call failed: the server's reason, or the fallback when no answer came. */
export function notifyFailed(title: string, err: unknown, fallback = 'Please try again.'): void {
  toast({ title, description: failureReason(err, fallback), variant: 'destructive' });
}

/** Something did not work and there is no answer to read (a copy to the clipboard, a check of our own). */
export function notifyProblem(title: string, message?: string): void {
  toast({ title, description: message, variant: 'destructive' });
}

/** Something to know that is neither a success nor a failure: a link copied, a message that is further back. */
export function notifyInfo(title: string, message?: string, timing: ToastTiming = {}): void {
  toast({ title, description: message, ...timing });
}

/** Something done that needs the member's attention: an account that cannot sign in yet, say. */
export function notifyWarning(title: string, message?: string): void {
  toast({ title, description: message, variant: 'warning' });
}

/** What went wrong, in words for the member: the server's reason, or the fallback when there is none. */
export function failureReason(err: unknown, fallback = 'Please try again.'): string {
  return apiErrorOf(err)?.message ?? fallback;
}
