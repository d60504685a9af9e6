/**
 * The header search's kinds of result and sizes, without schemas: the search screen shows them and loads no
 * validation code. The schemas module re-exports them (docs/search.md).
 */

/** The kinds of result, in the order they are shown when their matches are equally strong. */
export const SEARCH_TYPES = ['members', 'meetings', 'records', 'messages'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  members: 'Members',
  meetings: 'Meetings',
  records: 'Activity',
  messages: 'Messages',
};

/** Longest query, in characters. */
export const SEARCH_QUERY_MAX = 200;
/** Results of each kind on the first answer, when no kind is chosen. */
export const SEARCH_PREVIEW_SIZE = 5;
/** Results per page of one kind. */
export const SEARCH_PAGE_SIZE = 20;
