import type { SearchResult } from '@chapter/shared/search.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../test/realtime-kit.ts';
import { sendMessage } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { channelApi, channelGroup, person } from '../chapter-channel/chapter-channel-test-kit.ts';
import { group, marked, searcher } from './search-test-kit.ts';

/**
 * The chapter channel's messages in the header search (docs/search.md), on SQLite and on PostgreSQL with
 * TEST_DATABASE_URL: found by whoever reads the channel, by nobody else, and never once deleted or edited away.
 */
let t: TestApp;
let search: ReturnType<typeof searcher>;
let channel: ReturnType<typeof channelApi>;
let harbourId: number;
let ann: Member;
let bob: Member;
let sub: Member;
let visitor: Member;
let zed: Member;

const texts = (items: SearchResult[] | undefined) =>
  items?.map((i) => (i.kind === 'channel_message' || i.kind === 'message' ? i.excerpt.text : i.kind)) ?? [];
const channelHits = async (who: Member, q: string) =>
  texts(group((await search(who.token, q)).body, 'messages')?.items);

async function setGuests(visitors: 'none' | 'read', substitutes: 'none' | 'read') {
  await t.ctx.db
    .updateTable('groups')
    .set({ channel_visitors: visitors, channel_substitutes: substitutes })
    .where('id', '=', harbourId)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ limits: { messagesPerMinute: 1_000, searchesPerMinute: 1_000 } });
  search = searcher(t);
  channel = channelApi(t);
  harbourId = (await channelGroup(t, 'Harbour Chapter')).id;
  const zulu = (await channelGroup(t, 'Zulu Chapter')).id;
  ann = await person(t, harbourId, 'Ann Able');
  bob = await person(t, harbourId, 'Bob Baker');
  sub = await person(t, harbourId, 'Sam Standin', 'Substitute');
  visitor = await person(t, harbourId, 'Vera Visiting', 'Visitor');
  zed = await person(t, zulu, 'Zed Zulu');
});
afterAll(() => t.close());

describe('chapter channel messages in GET /api/search', () => {
  it('are found by the members of the chapter, marked, leading to the channel', async () => {
    const sent = await channel.post(ann, 'The lighthouse breakfast moves to the Marina Café next week');
    const answer = await search(bob.token, 'lighthouse cafe');
    expect(answer.status).toBe(200);
    const [hit] = group(answer.body, 'messages')?.items ?? [];
    expect(hit).toMatchObject({
      kind: 'channel_message',
      id: sent.id,
      link: `/inbox/chapter?message=${sent.id}`,
      group: { id: harbourId, name: 'Harbour Chapter' },
      sender: { id: ann.id, name: 'Ann Able' },
      announcement: false,
    });
    expect(hit?.kind === 'channel_message' && marked(hit.excerpt)).toEqual(['lighthouse', 'Café']);
    // The writer finds it too, as the start of a word.
    expect(await channelHits(ann, 'lightho')).toEqual([sent.content]);
  });

  it('are not found by a member of another chapter, nor by guests the chapter keeps out', async () => {
    await channel.post(bob, 'Quarterly pelican awards: nominations close Friday');
    await channel.post(zed, 'Zulu pelican count is on Sunday');
    expect(await channelHits(zed, 'pelican')).toEqual(['Zulu pelican count is on Sunday']);
    expect(await channelHits(ann, 'pelican')).toEqual(['Quarterly pelican awards: nominations close Friday']);

    // Visitors are out of the channel by default, substitutes read it; the group's settings decide, at once.
    expect(await channelHits(visitor, 'pelican')).toEqual([]);
    expect(await channelHits(sub, 'pelican')).toHaveLength(1);
    await setGuests('read', 'none');
    expect(await channelHits(visitor, 'pelican')).toHaveLength(1);
    expect(await channelHits(sub, 'pelican')).toEqual([]);
    await setGuests('none', 'read');
  });

  it('are gone once deleted, and follow an edit of the text', async () => {
    const kept = await channel.post(ann, 'Bring the osprey banner on Wednesday');
    const gone = await channel.post(bob, 'Osprey banner is in my car, never mind');
    expect(await channelHits(ann, 'osprey')).toEqual([gone.content, kept.content]);
    expect((await channel.remove(bob, gone.id)).statusCode).toBe(204);
    expect(await channelHits(ann, 'osprey')).toEqual([kept.content]);

    // Whatever changes a message's text (an edit) changes what finds it.
    await t.ctx.db
      .updateTable('channel_messages')
      .set({ content: 'Bring the heron banner on Wednesday' })
      .where('id', '=', kept.id)
      .execute();
    expect(await channelHits(ann, 'osprey')).toEqual([]);
    expect(await channelHits(ann, 'heron')).toEqual(['Bring the heron banner on Wednesday']);
  });

  it('share the messages kind with the inbox, newest first, paging through both', async () => {
    await sendMessage(t, ann, { recipientId: bob.id }, 'Albatross one (inbox)');
    t.clock.advance(1_000);
    await channel.post(bob, 'Albatross two (channel)');
    t.clock.advance(1_000);
    await sendMessage(t, bob, { recipientId: ann.id }, 'Albatross three (inbox)');
    t.clock.advance(1_000);
    for (let i = 4; i <= 25; i++) {
      await channel.post(i % 2 ? ann : bob, `Albatross ${i} (channel)`);
      t.clock.advance(1_000);
    }
    const first = await search(ann.token, 'albatross');
    expect(texts(group(first.body, 'messages')?.items)).toEqual([
      'Albatross 25 (channel)',
      'Albatross 24 (channel)',
      'Albatross 23 (channel)',
      'Albatross 22 (channel)',
      'Albatross 21 (channel)',
    ]);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await search(ann.token, 'albatross', { type: 'messages', ...(cursor && { cursor }) });
      expect(page.status).toBe(200);
      seen.push(...texts(page.body.groups[0]?.items));
      cursor = page.body.groups[0]?.nextCursor ?? null;
    }
    expect(seen).toHaveLength(25);
    expect(seen.slice(-3)).toEqual(['Albatross three (inbox)', 'Albatross two (channel)', 'Albatross one (inbox)']);
    // Zed, in another chapter, finds none of them.
    expect((await search(zed.token, 'albatross')).body.groups).toEqual([]);
  });
});
