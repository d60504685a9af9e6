import { z } from 'zod';
import { ACTIVITY_TYPES } from './activity.labels.ts';
import { MEETING_STATUSES, MEETING_TYPES } from './meetings.labels.ts';
import { cursorParam } from './members.schemas.ts';
import { SEARCH_QUERY_MAX, SEARCH_TYPES } from './search.labels.ts';
import { said } from './validation/said.ts';

export {
  SEARCH_PAGE_SIZE,
  SEARCH_PREVIEW_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchType,
} from './search.labels.ts';

/**
 * GET /api/search?q=&type=&cursor= (docs/search.md). Without `type`, the first few results of every kind the caller
 * may search; with it, a page of that kind, and `cursor` (a group's `nextCursor`) for the next.
 */
export const searchQuery = z
  .strictObject({
    q: z
      .string()
      .trim()
      .min(1, said('searchWhat'))
      .max(SEARCH_QUERY_MAX, said('searchTooLong', { max: SEARCH_QUERY_MAX })),
    type: z.enum(SEARCH_TYPES).optional(),
    cursor: cursorParam.optional(),
  })
  .refine((query) => query.cursor === undefined || query.type !== undefined, {
    message: said('cursorType'),
    path: ['cursor'],
  });
export type SearchQuery = z.input<typeof searchQuery>;

/**
 * Text with the words that matched marked: `[start, end)` offsets into `text` (UTF-16 code units, as JavaScript
 * strings count), ascending and apart. Plain text: the screen marks the ranges, never reads `text` as HTML.
 */
export const markedText = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().positive()])),
});
export type MarkedText = z.infer<typeof markedText>;

const person = z.object({ id: z.number(), name: z.string() });

/** A member of the caller's group (the roster's rules: active members), linking to their profile. */
const memberResult = z.object({
  kind: z.literal('member'),
  id: z.number(),
  link: z.string(),
  name: markedText,
  companyName: markedText.nullable(),
  classification: markedText.nullable(),
  role: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** A meeting of the caller's group. */
const meetingResult = z.object({
  kind: z.literal('meeting'),
  id: z.number(),
  link: z.string(),
  title: markedText,
  meetingType: z.enum(MEETING_TYPES),
  status: z.enum(MEETING_STATUSES),
  startsAt: z.string(),
  timezone: z.string(),
  location: markedText.nullable(),
  speaker: markedText.nullable(),
});

/** An activity record the caller gave or received. */
const recordResult = z.object({
  kind: z.literal('record'),
  id: z.number(),
  link: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  /** given: the caller gave or recorded it; received: it is addressed to the caller. */
  direction: z.enum(['given', 'received']),
  title: markedText,
  /** The words of the record's details around what matched, when they did. */
  excerpt: markedText.nullable(),
  /** The other member (the caller when they recorded a credit for themself). */
  otherMember: z.object({ id: z.number(), name: markedText }),
  status: z.string(),
  occurredAt: z.string(),
});

/** A message of a conversation the caller takes part in. */
const messageResult = z.object({
  kind: z.literal('message'),
  id: z.number(),
  link: z.string(),
  conversationId: z.number(),
  sender: person,
  /** The other participant of the conversation. */
  otherMember: person,
  /** The words around what matched (the whole message when short). */
  excerpt: markedText,
  sentAt: z.string(),
});

/** A message of the caller's chapter channel; the link opens the channel. */
const channelMessageResult = z.object({
  kind: z.literal('channel_message'),
  id: z.number(),
  link: z.string(),
  /** The chapter whose channel it is in (the caller's own). */
  group: z.object({ id: z.number(), name: z.string() }),
  sender: person,
  /** A leadership announcement rather than a member's message. */
  announcement: z.boolean(),
  /** The words around what matched (the whole message when short). */
  excerpt: markedText,
  sentAt: z.string(),
});

export const searchResult = z.discriminatedUnion('kind', [
  memberResult,
  meetingResult,
  recordResult,
  messageResult,
  channelMessageResult,
]);
export type SearchResult = z.infer<typeof searchResult>;

export const searchGroup = z.object({
  type: z.enum(SEARCH_TYPES),
  items: z.array(searchResult),
  /** Pass with `type` for the next page of this kind; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof searchGroup>;

/** Kinds with results, the best match first (docs/search.md "Which kind comes first"); with `type`, that one only. */
export const searchResponse = z.object({
  q: z.string(),
  groups: z.array(searchGroup),
});
export type SearchResponse = z.infer<typeof searchResponse>;
