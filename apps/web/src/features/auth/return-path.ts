import * as webPaths from '@chapter/shared/web-paths';
/** Where the authenticated layout remembers the page a signed-out visitor asked for. */
export interface ReturnState {
  from?: string;
}

/** The remembered path when it is a safe in-app path, else /home (never another origin, never a sign-in page). */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return webPaths.home;
  }
  if (/^\/(login|register)(\/|\?|#|$)/.test(from)) return webPaths.home;
  return from;
}
