import { QUERY_STALE_MS } from '@chapter/shared/constants';
import { QueryClient } from '@tanstack/react-query';

/** A client error (4xx, including the local 401/403 rules) will not change on a retry, so it is not retried. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** General queries retry once and stay fresh for 5 minutes (docs/product-rules.md "Queries and caching"). */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        retry: (failures, error) => failures < 1 && !isClientError(error),
        // Offline, a read still goes out: the service worker answers it with what was last synced
        // (docs/installable-app.md) instead of the query waiting for a connection that is not coming.
        networkMode: 'offlineFirst',
      },
      // A change offline fails at once with words saying it needs a connection, rather than waiting unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one cache; logout clears it. */
export const queryClient = createQueryClient();
