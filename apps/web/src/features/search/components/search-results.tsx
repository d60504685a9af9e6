import type { SearchType } from '@chapter/shared/search.labels';
import type { SearchGroup } from '@chapter/shared/search.schemas';
import { ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { searchMessages } from '../messages.ts';
import { ResultRow } from './result-row.tsx';

/** Up and down move between results (and back to the search box from the first one). */
export function moveBetweenResults(event: KeyboardEvent<HTMLElement>, box: HTMLInputElement | null): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-search-result]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  event.preventDefault();
  if (next < 0) box?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

interface Props {
  groups: SearchGroup[];
  timeZone: string | undefined;
  /** The link to one kind's full list, when a group has more than it shows. */
  moreLink?: (type: SearchType) => string;
}

/** The results by kind, in the order the server ranked them (the best match first). */
export function SearchResults({ groups, timeZone, moreLink }: Props) {
  const t = useMessages(searchMessages);
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`search-${group.type}`} className="flex flex-col gap-2">
          <h2
            id={`search-${group.type}`}
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t('kindName', { type: group.type })}
          </h2>
          <ul
            aria-labelledby={`search-${group.type}`}
            className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs"
          >
            {group.items.map((item) => (
              <ResultRow key={`${item.kind}-${item.id}`} result={item} timeZone={timeZone} />
            ))}
          </ul>
          {moreLink && group.nextCursor && (
            <Link
              to={moreLink(group.type)}
              className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
            >
              {t('allMatching', { type: group.type })}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </section>
      ))}
    </div>
  );
}
