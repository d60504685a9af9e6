import { supportRoutes } from '@chapter/shared/api/support.routes';
import type { Profile } from '@chapter/shared/profile.schemas';
import type { ErrorReport } from '@chapter/shared/support.schemas';
import { isRouteErrorResponse } from 'react-router';
import { api } from '../../lib/api.ts';
import { hasUsableToken } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { sessionKeys } from '../../lib/session-keys.ts';

/** A lazy screen whose file could not be fetched (offline, or a new release replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(message);
}

/** A readable message and stack from whatever was thrown. */
function describe(error: unknown): { message: string; stack: string | null } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim(), stack: null };
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  return { message: String(error), stack: null };
}

function operatingSystem(): string {
  const ua = navigator.userAgent;
  const known: Array<[RegExp, string]> = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  return known.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown';
}

/**
 * The signed-in user's profile from the cache (the session query of lib/session.ts). Read directly rather
 * than through useSession, so the error screen, part of the first download, does not pull in useQuery.
 */
export function cachedProfile(): Profile | undefined {
  return queryClient.getQueriesData<Profile>({ queryKey: sessionKeys.all }).find(([, data]) => data)?.[1];
}

interface ReportInput {
  error: unknown;
  /** The signed-in user, when there is one; the server identifies them from the session anyway. */
  user: Profile | undefined;
  userMessage: string;
  /** Asked only when signed out: a signed-in reporter is known from the session. */
  name?: string;
  email?: string;
}

const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/** Sends the error report, with the bearer token when signed in. */
export function sendErrorReport({ error, user, userMessage, name, email }: ReportInput): Promise<{ reportId: string }> {
  const { message, stack } = describe(error);
  const body: ErrorReport = {
    user: user
      ? { id: user.id, email: user.email, name: user.name, phone: user.phone }
      : { id: null, email: email || null, name: name || null, phone: null },
    group: user?.group ? { id: user.group.id, name: user.group.name, status: user.group.status } : null,
    role: user?.role ?? null,
    errorDetails: {
      message: clip(message, 2000) ?? '',
      component: `Route ${window.location.pathname}`.slice(0, 500),
      url: window.location.href.slice(0, 2000),
      stackTrace: clip(stack, 20_000),
    },
    userMessage: userMessage.trim() || null,
    browser: navigator.userAgent.slice(0, 300),
    os: operatingSystem(),
    timestamp: new Date().toISOString(),
    supportEmail: null,
  };
  return api(supportRoutes.errorReport, { body, auth: hasUsableToken() });
}
