import type { RosterMember } from '@chapter/shared/members.schemas';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useColumns } from '../hooks/use-columns.ts';
import { rosterMessages } from '../messages.ts';
import { MemberCard } from './member-card.tsx';

interface Props {
  members: RosterMember[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  showGroup: boolean;
}

/**
 * The roster as a virtualised grid: only the rows near the viewport are in the DOM, so hundreds of members
 * scroll smoothly; the next cursor page loads as the last rows come into view.
 */
export function RosterList({ members, hasMore, loadingMore, onLoadMore, showGroup }: Props) {
  const t = useMessages(rosterMessages);
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref);
  const rows = Math.ceil(members.length / columns);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => 152,
    overscan: 4,
    gap: 12,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows - 3) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows, onLoadMore]);

  return (
    <div ref={ref}>
      <ul aria-label={t('members')} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0 grid gap-3"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {members.slice(row.index * columns, row.index * columns + columns).map((m) => (
              <MemberCard key={m.id} member={m} showGroup={showGroup} />
            ))}
          </li>
        ))}
      </ul>
      {loadingMore && (
        <div className="flex justify-center py-4">
          <Spinner label={t('loadingMore')} />
        </div>
      )}
    </div>
  );
}
