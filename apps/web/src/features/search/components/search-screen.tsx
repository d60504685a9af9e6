import { SEARCH_TYPES, type SearchType } from '@chapter/shared/search.labels';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { ArrowLeft, Search, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { SEARCH_BOX_ID } from '../../../components/layout/search-shortcut.ts';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearch, useSearchKind } from '../api/search.ts';
import { searchMessages } from '../messages.ts';
import { moveBetweenResults, SearchResults } from './search-results.tsx';

const kindOf = (value: string | null): SearchType | undefined => SEARCH_TYPES.find((t) => t === value) ?? undefined;

const linkTo = (q: string, type?: SearchType) => webPath(webPaths.search, { q, type });

/** A refused query (no word in it, too long…) is a hint to the member, not a failure of the app. */
const refusal = (err: unknown) => {
  const api = apiErrorOf(err);
  return api?.status === 400 ? (api.serverMessage ?? api.message) : undefined;
};

/**
 * /search?q=&type=: one search over members, meetings, the member's own activity and messages, the best kind of
 * result first (docs/search.md). Typing searches once it pauses; the address keeps the query, so Back and a shared
 * link show the same results. ↓ and ↑ move between results, Enter opens one, Escape clears the box.
 */
export function SearchScreen() {
  const t = useMessages(searchMessages);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const type = kindOf(params.get('type'));
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text.trim(), 300);
  const box = useRef<HTMLInputElement>(null);

  // The box is the member's: an address it wrote itself must never be written back into it. That address arrives
  // after a render of its own, and keys pressed meanwhile are already in the box: putting the older words back lost
  // them ("okafor financ" searched "okfinanc"). So the box notes what it sent, oldest first, and only an address it
  // did not send (Back, a link) replaces what it holds. (Not the router's navigation type: that hook alone would
  // add to the code every page loads.) Declared before the write below, so that words typed before such a move
  // cannot undo it.
  const typed = useRef(false);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const own = sent.current.indexOf(q);
    // Writes overtaken by a later one, or by a move elsewhere, will not arrive any more.
    sent.current = own >= 0 ? sent.current.slice(own + 1) : [];
    if (own >= 0) return;
    typed.current = false;
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);
  // Only what the member typed settles into the address (replacing it: every pause is not a step back).
  useEffect(() => {
    if (!typed.current || settled === q) return;
    if (sent.current.at(-1) !== settled) sent.current.push(settled);
    setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, q, setParams]);
  const write = (value: string) => {
    typed.current = true;
    setText(value);
  };

  return (
    <ScreenIntro title={t('title')} description={t('intro')}>
      <label className="relative block">
        <span className="sr-only">{t('search')}</span>
        <Search
          className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={box}
          id={SEARCH_BOX_ID}
          type="search"
          // The screen exists to type into: the box takes the keyboard as it opens.
          // biome-ignore lint/a11y/noAutofocus: a search screen opened from the header's search button
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => write(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && text) {
              e.preventDefault();
              write('');
            } else if (e.key === 'ArrowDown') moveBetweenResults(e, box.current);
          }}
          placeholder={t('placeholder')}
          className="h-12 w-full rounded-xl border border-input bg-card pe-4 ps-11 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none"
        />
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the links inside, which keep their own roles */}
      <div onKeyDown={(e) => moveBetweenResults(e, box.current)}>
        {!q ? (
          <EmptyState icon={Search} title={t('startTitle')}>
            <p>{t('startText')}</p>
          </EmptyState>
        ) : type ? (
          <OneKind q={q} type={type} />
        ) : (
          <AllKinds q={q} />
        )}
      </div>
    </ScreenIntro>
  );
}

function Outcome({ q, error, empty, onRetry }: { q: string; error: unknown; empty: boolean; onRetry: () => void }) {
  const t = useMessages(searchMessages);
  const refused = refusal(error);
  if (refused) {
    return (
      <EmptyState icon={Search} title={t('tryOtherWords')}>
        <p>{refused}</p>
      </EmptyState>
    );
  }
  if (error) return <ErrorState message={(error as Error).message} onRetry={onRetry} />;
  if (!empty) return null;
  return (
    <EmptyState icon={SearchX} title={t('nothingMatches', { query: q })}>
      <p>{t('nothingMatchesText')}</p>
    </EmptyState>
  );
}

/** Results arrive for the last query while the next loads: dimmed, and announced once they are current. */
function Results({ stale, count, children }: { stale: boolean; count: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-3', stale && 'opacity-60 transition-opacity')}>
      <p className="sr-only" aria-live="polite">
        {stale ? '' : count}
      </p>
      {children}
    </div>
  );
}

/** "40+": how many results of a kind are shown, with a plus when the server has more. */
const shownCount = (count: number, more: boolean) => `${formatNumber(count)}${more ? '+' : ''}`;

function AllKinds({ q }: { q: string }) {
  const t = useMessages(searchMessages);
  const timeZone = useGroupTimeZone();
  const search = useSearch(q, true);
  if (search.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  const groups = search.data?.groups ?? [];
  const outcome = (
    <Outcome q={q} error={search.error} empty={groups.length === 0} onRetry={() => void search.refetch()} />
  );
  if (search.isError || groups.length === 0) return outcome;
  const counts = groups.map((g) =>
    t('kindCount', { shown: shownCount(g.items.length, Boolean(g.nextCursor)), type: g.type }),
  );
  return (
    <Results stale={search.isPlaceholderData} count={t('found', { counts: counts.join(', ') })}>
      <SearchResults groups={groups} timeZone={timeZone} moreLink={(type) => linkTo(q, type)} />
    </Results>
  );
}

function OneKind({ q, type }: { q: string; type: SearchType }) {
  const t = useMessages(searchMessages);
  const timeZone = useGroupTimeZone();
  const list = useSearchKind(q, type);
  const back = (
    <Link to={linkTo(q)} className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('everyKind')}
    </Link>
  );
  if (list.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  const items = list.data?.pages.flatMap((p) => p.groups[0]?.items ?? []) ?? [];
  if (list.isError || items.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Outcome q={q} error={list.error} empty={items.length === 0} onRetry={() => void list.refetch()} />
      </div>
    );
  }
  return (
    <Results
      stale={list.isPlaceholderData}
      count={t('kindFound', { shown: shownCount(items.length, list.hasNextPage), type })}
    >
      {back}
      <SearchResults groups={[{ type, items, nextCursor: null }]} timeZone={timeZone} />
      <ShowMore list={list} />
    </Results>
  );
}
