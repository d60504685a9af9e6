/**
 * The session's query keys, in a module of their own so the API client and the real-time client (which
 * lib/session.ts itself depends on) can invalidate the session without an import cycle.
 */
export const sessionKeys = {
  /** Prefix of every user's session: a change to one's own profile or password invalidates it. */
  all: ['session'] as const,
  user: (userId: number | null) => ['session', userId] as const,
};
