import type { QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryClient } from './query-client.ts';

/** What a conversation's cache needs for paging back: whether there is more, and the cursor to it. */
interface PagedCache {
  hasMoreBack: boolean;
  before: string | null;
}

interface Paging<C, P> {
  key: QueryKey;
  /** One page ending just before `before`, of `limit` messages. */
  fetchPage: (before: string, limit: number) => Promise<P>;
  prepend: (cache: C, page: P) => C;
  /** The usual page, and the larger one asked for while looking for a search result's message. */
  sizes: { page: number; find: number };
}

/**
 * Infinite scroll back, shared by the inbox and the chapter channel: loads the page before the oldest loaded
 * message. One load at a time, even when a scroll and a render ask in the same moment (a ref, not state, guards it).
 */
export function useLoadOlderPages<C extends PagedCache, P>({ key, fetchPage, prepend, sizes }: Paging<C, P>) {
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = async (reason?: 'find') => {
    const current = queryClient.getQueryData<C>(key);
    if (busy.current || !current?.hasMoreBack || !current.before) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchPage(current.before, reason === 'find' ? sizes.find : sizes.page);
      queryClient.setQueryData<C>(key, (old) => (old ? prepend(old, page) : old));
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };
  return { load, loading, failed };
}
