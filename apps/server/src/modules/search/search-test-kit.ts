import type { SearchGroup, SearchResponse, SearchResult } from '@chapter/shared/search.schemas';
import type { Insertable } from 'kysely';
import type { MeetingTable } from '../../db/schema-meetings.ts';
import { toStamp } from '../../db/sql-values.ts';
import { bearer } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Helpers of the search tests: one-line searches and what a screen would read of the answer. */

export function searcher(t: TestApp) {
  return async (token: string, q: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ q, ...extra }).toString();
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: bearer(token) });
    return { status: res.statusCode, body: res.json() as SearchResponse & { code?: string; message?: string } };
  };
}

/** The kinds in the order shown. */
export const kinds = (answer: SearchResponse) => answer.groups.map((g) => g.type);

export const group = (answer: SearchResponse, type: SearchGroup['type']) => answer.groups.find((g) => g.type === type);

/** A result's headline, as the screen shows it. */
function headline(result: SearchResult): string {
  switch (result.kind) {
    case 'member':
      return result.name.text;
    case 'meeting':
    case 'record':
      return result.title.text;
    case 'message':
    case 'channel_message':
      return result.excerpt.text;
  }
}

export const headlines = (answer: SearchResponse, type: SearchGroup['type']) =>
  group(answer, type)?.items.map(headline) ?? [];

/** The marked parts of a text. */
export const marked = (m: { text: string; marks: Array<[number, number]> } | null) =>
  m?.marks.map(([s, e]) => m.text.slice(s, e)) ?? [];

/** A meeting of a group, `days` from the test clock's now (negative: in the past). */
export async function addMeeting(
  t: TestApp,
  groupId: number,
  title: string,
  days: number,
  extra: Partial<Insertable<MeetingTable>> = {},
): Promise<number> {
  const starts = new Date(t.clock.now().getTime() + days * 86_400_000);
  const now = toStamp(t.clock.now());
  const row = await t.ctx.db
    .insertInto('meetings')
    .values({
      group_id: groupId,
      type: 'social',
      title,
      starts_at: toStamp(starts),
      ends_at: toStamp(new Date(starts.getTime() + 3_600_000)),
      timezone: 'UTC',
      location: null,
      online_link: null,
      agenda: null,
      speaker: null,
      status: 'scheduled',
      series_id: null,
      occurrence_key: null,
      created_by: null,
      created_at: now,
      updated_at: now,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
