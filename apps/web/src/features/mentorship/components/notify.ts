import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

export function notifyDone(title: string, message: string): void {
  toast({ title, description: message, variant: 'success' });
}

export function notifyFailed(title: string, err: unknown): void {
  toast({ title, description: err instanceof ApiError ? err.message : 'Please try again.', variant: 'destructive' });
}

/** The server's message for a field (400 details), for showing next to that field. */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.details.find((d) => d.field === field)?.message : undefined;
}
