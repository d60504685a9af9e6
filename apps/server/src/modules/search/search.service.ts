import {
  SEARCH_PAGE_SIZE,
  SEARCH_PREVIEW_SIZE,
  SEARCH_TYPES,
  type SearchGroup,
  type SearchResponse,
  type SearchType,
} from '@chapter/shared/search.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { consume, createLimiter, type Limiter, rateLimitError } from '../../lib/rate-limit.ts';
import { decodeKindCursor, encodeKindCursor, type KindCursor } from './search-cursor.ts';
import { type Hit, SEARCH_SOURCES, type SearchSource } from './search-sources.ts';
import { parseTerms, type Terms, type TermsProblem } from './search-text.ts';

const PROBLEMS: Record<TermsProblem, string> = {
  'no-words': 'Search for a word: letters or digits',
  'too-many-words': 'Search for at most 10 words',
  'word-too-long': 'A word of the search is too long (at most 100 letters)',
};

/** A kind's hits with its cursor and how strongly its best hit matched. */
interface KindPage {
  type: SearchType;
  hits: Hit[];
  nextCursor: string | null;
}

/**
 * The header search (docs/search.md): the caller's group's members and meetings, their own activity records and
 * the messages of their conversations and their chapter's channel, each kind from the sources the caller may search,
 * the strongest kind first.
 */
export class SearchService {
  /** Searches per member per minute (shared through Redis when several processes run). */
  private readonly budget: Limiter;

  constructor(
    private readonly ctx: AppContext,
    private readonly sources: readonly SearchSource[] = SEARCH_SOURCES,
  ) {
    this.budget = createLimiter(
      { keyPrefix: 'search', points: ctx.config.limits.searchesPerMinute, duration: 60 },
      ctx.redis,
    );
  }

  /** The first results of every kind, or with `type` a page of that kind (after `cursor`). */
  async search(caller: Principal, q: { q: string; type?: SearchType; cursor?: string }): Promise<SearchResponse> {
    const terms = parseTerms(q.q);
    if (typeof terms === 'string') {
      throw new AppError('VALIDATION_ERROR', PROBLEMS[terms], { details: [{ field: 'q', message: PROBLEMS[terms] }] });
    }
    await this.spend(caller);
    if (q.type) {
      const sources = this.allowed(caller, q.type);
      if (sources.length === 0) throw new AppError('PERMISSION_DENIED', 'You cannot search this kind of result');
      const cursor = q.cursor === undefined ? {} : decodeKindCursor(q.cursor);
      const page = await this.kindPage(caller, terms, q.type, sources, cursor, SEARCH_PAGE_SIZE);
      return { q: q.q, groups: [present(page)] };
    }
    const pages: KindPage[] = [];
    for (const type of SEARCH_TYPES) {
      const sources = this.allowed(caller, type);
      if (sources.length > 0) pages.push(await this.kindPage(caller, terms, type, sources, {}, SEARCH_PREVIEW_SIZE));
    }
    return { q: q.q, groups: rank(pages.filter((p) => p.hits.length > 0)).map(present) };
  }

  private allowed(caller: Principal, type: SearchType): SearchSource[] {
    return this.sources.filter((s) => s.type === type && s.allowed(caller));
  }

  /**
   * One page of a kind: `take` hits merged from its sources, newest first across sources, each source continuing
   * after its own position. A source is finished once it returned everything it had and all of it was shown.
   */
  private async kindPage(
    caller: Principal,
    terms: Terms,
    type: SearchType,
    sources: SearchSource[],
    cursor: KindCursor,
    take: number,
  ): Promise<KindPage> {
    const open = sources.filter((s) => cursor[s.key] !== null);
    const fetched = new Map<string, Hit[]>();
    for (const source of open) {
      fetched.set(source.key, await source.page(this.ctx, caller, terms, cursor[source.key] ?? undefined, take + 1));
    }
    const shown: Array<{ source: string; hit: Hit }> = [];
    const heads = new Map(open.map((s) => [s.key, 0]));
    while (shown.length < take) {
      let best: string | undefined;
      for (const source of open) {
        const hit = fetched.get(source.key)?.[heads.get(source.key) ?? 0];
        const current = best === undefined ? undefined : fetched.get(best)?.[heads.get(best) ?? 0];
        // Newest first between sources; one source's hits keep their own order.
        if (hit && (!current || (sources.length > 1 && hit.at > current.at))) best = source.key;
      }
      if (best === undefined) break;
      const index = heads.get(best) ?? 0;
      shown.push({ source: best, hit: fetched.get(best)?.[index] as Hit });
      heads.set(best, index + 1);
    }
    const next: KindCursor = { ...cursor };
    let more = false;
    for (const source of open) {
      const hits = fetched.get(source.key) ?? [];
      const used = heads.get(source.key) ?? 0;
      const finished = used === hits.length && hits.length <= take;
      if (used > 0) next[source.key] = (hits[used - 1] as Hit).position;
      if (finished) next[source.key] = null;
      else more = true;
    }
    return { type, hits: shown.map((s) => s.hit), nextCursor: more ? encodeKindCursor(next) : null };
  }

  private async spend(caller: Principal): Promise<void> {
    // The budget guards against floods; a Redis outage must not stop members searching, so it fails open.
    const budget = await consume(this.budget, String(caller.userId)).catch((err: unknown) => {
      this.ctx.log.warn({ err: String(err) }, 'search budget unavailable; searching without it');
      return { allowed: true, remaining: 0, msBeforeNext: 0 };
    });
    if (!budget.allowed) {
      throw rateLimitError(budget.msBeforeNext, 'You are searching too quickly. Please wait a moment and try again.');
    }
  }
}

/**
 * Which kind comes first (docs/search.md): the kind whose best hit matched most strongly; between equals, the
 * order of SEARCH_TYPES (members, meetings, records, messages).
 */
function rank(pages: KindPage[]): KindPage[] {
  const best = (p: KindPage) => Math.max(...p.hits.map((h) => h.strength));
  return [...pages].sort((a, b) => best(b) - best(a) || SEARCH_TYPES.indexOf(a.type) - SEARCH_TYPES.indexOf(b.type));
}

const present = (page: KindPage): SearchGroup => ({
  type: page.type,
  items: page.hits.map((h) => h.result),
  nextCursor: page.nextCursor,
});
